#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (browser downloads cannot work on this machine kind).
# Installs it with apt-get when /usr/bin/chromium is missing; does nothing otherwise.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
echo "Chromium fehlt: installiere Debians Paket 'chromium' …"
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
$sudo_cmd apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q chromium
