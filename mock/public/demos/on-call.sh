#!/bin/sh
# on-call: made in the Oxide web console, written from /demos/on-call.txt by npm run demos:sh
# Rack: the mock platform (npm run dev), or a rack holding its seed  Silo: corp
# Run it signed in to such a rack (oxide auth login --host <its URL>).
# It stops at the first failing line; the console plays it back as it is.
set -eu

# goto /projects: the console went to this page here
# expect demo: the console waited for this text on the page here
oxide instance view --instance 960f1d95-04f1-4b86-a827-256d7cd31a02
# expect storage: the console waited for this text on the page here
# expect web-1: the console waited for this text on the page here
# goto /projects/demo/instances: the console went to this page here
# expect worker-2: the console waited for this text on the page here
# ensure instance worker-1 is running: start it if it is stopped, then wait
if [ "$(oxide instance view --project demo --instance worker-1 | jq -r .run_state)" = stopped ]; then oxide instance start --project demo --instance worker-1; fi
n=0
until [ "$(oxide instance view --project demo --instance worker-1 | jq -r .run_state)" = running ]; do
  n=$((n + 1))
  if [ "$n" -ge 60 ]; then echo "instance worker-1 is not running after 60 s" >&2; exit 1; fi
  sleep 1
done
# ensure instance worker-2 is running: start it if it is stopped, then wait
if [ "$(oxide instance view --project demo --instance worker-2 | jq -r .run_state)" = stopped ]; then oxide instance start --project demo --instance worker-2; fi
n=0
until [ "$(oxide instance view --project demo --instance worker-2 | jq -r .run_state)" = running ]; do
  n=$((n + 1))
  if [ "$n" -ge 60 ]; then echo "instance worker-2 is not running after 60 s" >&2; exit 1; fi
  sleep 1
done
oxide instance stop --project demo --instance worker-1
oxide instance stop --project demo --instance worker-2
# expect Stop instance: 2 ok: the console waited for this text on the page here
# expect worker-1: the console waited for this text on the page here
