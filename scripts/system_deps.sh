#!/bin/sh
# Debian packages the tests need: graphviz (dot, for SVG export) and chromium (browser tests).
missing=""
command -v dot >/dev/null 2>&1 || missing="$missing graphviz"
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing$missing"
  apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >/dev/null
elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  sudo apt-get update -q >/dev/null && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >/dev/null
else
  echo "please install:$missing (the browser tests are skipped without chromium)" >&2
fi
