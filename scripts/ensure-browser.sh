#!/usr/bin/env bash
# Installs what the end-to-end tests and PDF rendering need, when missing:
# Debian's Chromium (playwright-core drives it; no browser downloads here)
# and a CJK font (without it Chinese renders as empty boxes).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
if [ ${#need[@]} -eq 0 ]; then
  echo "浏览器与中文字体已就绪：$(chromium --version 2>/dev/null)"
  exit 0
fi
echo "安装：${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fontconfig >/dev/null
fc-cache -f >/dev/null 2>&1 || true
echo "已安装：$(chromium --version)"
