#!/usr/bin/env bash
# Rebuilds a course's recordings from its en.json (usage: scripts/make-fixture-audio.sh
# content-fixtures/english-listening): every question with an "audio" path gets its "text" spoken
# by espeak-ng (US English, 140 words a minute) and encoded by ffmpeg as mono Opus
# at 16 kb/s in Ogg, which streams well on slow mobile data and plays in Chromium without
# proprietary codecs. A question with text but no audio stays without: it exercises the
# speech-synthesis fallback. Needs node, espeak-ng and ffmpeg.
set -euo pipefail
here="$(cd "${1:?usage: $0 content-fixtures/<course>}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$here/assets"

node -e '
  const course = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const ch of course.chapters) for (const t of ch.tasks) for (const q of t.questions)
    if (q.content.audio) console.log(q.content.audio + "\t" + q.content.text);
' "$here/en.json" | while IFS=$'\t' read -r path text; do
  espeak-ng -v en-us -s 140 -w "$work/x.wav" "$text"
  ffmpeg -nostdin -loglevel error -y -i "$work/x.wav" -ac 1 -c:a libopus -b:a 16k -map_metadata -1 "$here/$path"
  echo "$path  $text"
done
du -ch "$here"/assets/*.ogg | tail -1
