#!/bin/sh
# disk-image: made in the Oxide web console, written from /demos/disk-image.txt by npm run demos:sh
# Rack: the mock platform (npm run dev), or a rack holding its seed  Silo: corp
# Run it signed in to such a rack (oxide auth login --host <its URL>).
# It stops at the first failing line; the console plays it back as it is.
set -eu

# goto /projects/demo/disks: the console went to this page here
# expect spare-volume: the console waited for this text on the page here
oxide disk import --project demo --path /demos/tiny-disk.raw --disk golden-data --snapshot golden-snap
# expect Disk golden-data imported: the console waited for this text on the page here
# expect golden-data: the console waited for this text on the page here
# goto /projects/demo/snapshots: the console went to this page here
# expect golden-snap: the console waited for this text on the page here
# console: image create --project demo --snapshot golden-snap --name golden-image --os debian --version 12-golden
cat > body.json <<EOF
{
  "name": "golden-image",
  "os": "debian",
  "version": "12-golden",
  "source": {
    "type": "snapshot",
    "id": "$(oxide snapshot view --project demo --snapshot golden-snap | jq -r .id)"
  }
}
EOF
oxide image create --project demo --json-body body.json
# expect golden-image: the console waited for this text on the page here
# goto /projects/demo/images: the console went to this page here
# expect 12-golden: the console waited for this text on the page here
