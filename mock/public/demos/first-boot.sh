#!/bin/sh
# first-boot: made in the Oxide web console, written from /demos/first-boot.txt by npm run demos:sh
# Rack: the mock platform (npm run dev), or a rack holding its seed  Silo: corp
# Run it signed in to such a rack (oxide auth login --host <its URL>).
# It stops at the first failing line; the console plays it back as it is.
set -eu

# goto /projects/demo/instances: the console went to this page here
# expect web-1: the console waited for this text on the page here
sleep 1
oxide instance from-image --project demo --name first-boot --hostname first-boot --ncpus 2 --memory 4GiB --image app-base --start
# expect Instance first-boot created: the console waited for this text on the page here
# wait up to 30 s for instance first-boot to be running (needs jq)
n=0
until [ "$(oxide instance view --project demo --instance first-boot | jq -r .run_state)" = running ]; do
  n=$((n + 1))
  if [ "$n" -ge 30 ]; then echo "instance first-boot is not running after 30 s" >&2; exit 1; fi
  sleep 1
done
sleep 1
# goto /projects/demo/instances/first-boot/serial-console: the console went to this page here
# expect first-boot login: the console waited for this text on the page here
