#!/usr/bin/env bash
# Rebuilds the water-cycle explainer videos of this course from scratch: HTML slides drawn by
# Chromium, narration by espeak-ng, joined by ffmpeg into VP9/Opus WebM (Debian's Chromium plays
# it without proprietary codecs), plus a WebVTT captions track and a poster per language.
# Needs chromium, espeak-ng, sox and ffmpeg. Prints each slide's end time, from which the
# checkpoint times in en.json / id.json are taken (a little before the next slide starts).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/assets"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

W=480
H=270
PAD_S=0.45 # silence after each narrated slide, so a checkpoint can pause between slides

# One slide: $1 file, $2 heading, $3 sub-heading, $4 scene classes (which parts of the cycle show), $5 label.
slide() {
  cat >"$work/$1.html" <<HTML
<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; }
  body { margin: 0; width: ${W}px; height: ${H}px; overflow: hidden; position: relative;
    font-family: 'DejaVu Sans', sans-serif; background: linear-gradient(#6cc2f2, #d9f1ff 70%); }
  .sun { position: absolute; left: 26px; top: 66px; width: 52px; height: 52px; border-radius: 50%;
    background: #ffc53d; box-shadow: 0 0 0 8px rgb(255 197 61 / 35%), 0 0 0 16px rgb(255 197 61 / 15%); }
  .sea { position: absolute; left: 0; bottom: 0; width: 250px; height: 62px; background: #1e6fbf;
    border-top: 6px solid #3f93e0; }
  .land { position: absolute; right: 0; bottom: 0; width: 250px; height: 92px; background: #4f9a3f;
    border-top-left-radius: 160px 92px; }
  .mountain { position: absolute; right: 18px; bottom: 80px; width: 130px; height: 96px; background: #6b7d8c;
    clip-path: polygon(50% 0, 100% 100%, 0 100%); }
  .mountain::after { content: ''; position: absolute; left: 0; top: 0; width: 100%; height: 30%;
    background: #f4f8fb; clip-path: polygon(50% 0, 100% 100%, 0 100%); }
  .cloud { position: absolute; right: 70px; top: 96px; width: 120px; height: 38px; border-radius: 20px;
    background: #fff; box-shadow: 0 3px 0 #c9d9e6; display: none; }
  .cloud::before, .cloud::after { content: ''; position: absolute; background: #fff; border-radius: 50%; }
  .cloud::before { width: 52px; height: 52px; left: 18px; top: -26px; }
  .cloud::after { width: 40px; height: 40px; left: 62px; top: -18px; }
  .vapour { position: absolute; left: 110px; bottom: 70px; display: none; gap: 22px; }
  .vapour span { display: block; width: 4px; height: 70px; border-radius: 2px;
    background: repeating-linear-gradient(#fff 0 8px, transparent 8px 14px); position: relative; }
  .vapour span::before { content: ''; position: absolute; left: -7px; top: -10px; border: 9px solid transparent;
    border-bottom: 12px solid #fff; border-top: 0; }
  .rain { position: absolute; right: 80px; top: 136px; width: 110px; height: 64px; display: none;
    background: repeating-linear-gradient(100deg, transparent 0 10px, #1e6fbf 10px 13px, transparent 13px 22px);
    -webkit-mask: repeating-linear-gradient(transparent 0 6px, #000 6px 16px); }
  .river { position: absolute; right: 40px; bottom: 0; width: 250px; height: 70px; display: none;
    background: #2f86d6; clip-path: polygon(100% 0, 92% 0, 60% 55%, 0 88%, 0 100%, 66% 70%); }
  .back { position: absolute; left: 150px; bottom: 22px; color: #fff; font-size: 30px; font-weight: 700; display: none; }
  .show-vapour .vapour { display: flex; }
  .show-cloud .cloud { display: block; }
  .show-rain .rain { display: block; }
  .show-river .river, .show-river .back { display: block; }
  .dim-vapour .vapour, .dim-cloud .cloud { opacity: 0.5; }
  header { position: absolute; left: 0; top: 0; right: 0; padding: 8px 14px 9px; background: rgb(255 255 255 / 88%);
    border-bottom: 3px solid #1a56b8; }
  h1 { margin: 0; font-size: 22px; line-height: 1.15; color: #10324f; }
  p { margin: 2px 0 0; font-size: 13px; color: #33485c; }
  .label { position: absolute; padding: 3px 9px; border-radius: 10px; background: #10324f; color: #fff;
    font-size: 14px; font-weight: 700; }
</style></head><body class="$4">
  <div class="sun"></div><div class="mountain"></div><div class="land"></div><div class="river"></div>
  <div class="sea"></div><div class="back">←</div>
  <div class="vapour"><span></span><span></span><span></span></div>
  <div class="cloud"></div><div class="rain"></div>
  <header><h1>$2</h1><p>$3</p></header>
  $5
</body></html>
HTML
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=$W,$H \
    --screenshot="$work/$1.png" "file://$work/$1.html" >/dev/null 2>&1
}

# Narration for one slide: espeak-ng, then padded with silence. Prints the duration in seconds.
speak() {
  espeak-ng -v "$2" -s 180 -w "$work/$1.raw.wav" "$3"
  sox "$work/$1.raw.wav" -r 48000 -c 1 "$work/$1.wav" pad 0.25 "$PAD_S"
  soxi -D "$work/$1.wav"
}

vtt_time() { awk -v t="$1" 'BEGIN { m = int(t / 60); s = t - 60 * m; printf "%02d:%06.3f", m, s }'; }

# $1 language, $2 espeak voice, then 5 lines "heading|sub|classes|label-html|narration" from stdin.
build() {
  local lang="$1" voice="$2" i=0 t=0 inputs=() filters="" concat=""
  local vtt="$out/water-cycle.$lang.vtt"
  printf 'WEBVTT\n\n' >"$vtt"
  while IFS='|' read -r heading sub classes label narration; do
    slide "$lang-$i" "$heading" "$sub" "$classes" "$label"
    local d
    d="$(speak "$lang-$i" "$voice" "$narration")"
    local end
    end="$(awk -v a="$t" -v b="$d" 'BEGIN { printf "%.2f", a + b }')"
    printf '%s slide %d ends at %s s\n' "$lang" "$i" "$end"
    printf '%s --> %s\n%s\n\n' "$(vtt_time "$t")" "$(vtt_time "$(awk -v e="$end" 'BEGIN { print e - 0.3 }')")" "$narration" >>"$vtt"
    inputs+=(-loop 1 -framerate 12 -t "$d" -i "$work/$lang-$i.png" -i "$work/$lang-$i.wav")
    local fo
    fo="$(awk -v d="$d" 'BEGIN { printf "%.2f", d - 0.25 }')"
    filters+="[$((i * 2)):v]fade=t=in:d=0.25,fade=t=out:st=$fo:d=0.25,format=yuv420p[v$i];"
    concat+="[v$i][$((i * 2 + 1)):a]"
    t="$end"
    i=$((i + 1))
  done
  ffmpeg -y -loglevel error "${inputs[@]}" \
    -filter_complex "${filters}${concat}concat=n=$i:v=1:a=1[v][a]" -map '[v]' -map '[a]' \
    -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 -g 120 \
    -c:a libopus -b:a 24k -ac 1 "$out/water-cycle.$lang.webm"
  ffmpeg -y -loglevel error -i "$work/$lang-0.png" -q:v 5 "$out/water-cycle.$lang.jpg"
  ls -l "$out/water-cycle.$lang".*
}

mkdir -p "$out"
build en en-us <<'EN'
The water cycle|How water moves around our planet, again and again|show-cloud dim-cloud||The water cycle: how water moves around our planet.
1 · Evaporation|The sun heats the sea|show-vapour|<span class="label" style="left:172px;top:122px">water vapour ↑</span>|Step one, evaporation. The sun heats the sea. Water turns into vapour, a gas, and rises.
2 · Condensation|High up, cold air cools the vapour|show-vapour show-cloud dim-vapour|<span class="label" style="left:150px;top:150px">tiny drops → cloud</span>|Step two, condensation. High up, cold air cools the vapour into tiny drops that form clouds.
3 · Precipitation|Heavy drops fall as rain, snow or hail|show-cloud show-rain|<span class="label" style="left:210px;top:176px">rain</span>|Step three, precipitation. The drops grow heavy and fall as rain, snow or hail.
4 · Collection|Rivers carry the water back to the sea|show-cloud show-river|<span class="label" style="left:110px;top:150px">back to the sea</span>|Step four, collection. Rivers carry the water back to the sea, and the cycle starts again.
EN
build id id <<'ID'
Siklus air|Perjalanan air di planet kita, terus berulang|show-cloud dim-cloud||Siklus air: perjalanan air di planet kita.
1 · Penguapan (evaporasi)|Matahari memanaskan air laut|show-vapour|<span class="label" style="left:172px;top:122px">uap air ↑</span>|Langkah satu, penguapan. Matahari memanaskan laut. Air berubah menjadi uap, yaitu gas, lalu naik.
2 · Pengembunan (kondensasi)|Di atas, udara dingin mendinginkan uap air|show-vapour show-cloud dim-vapour|<span class="label" style="left:120px;top:150px">titik air kecil → awan</span>|Langkah dua, pengembunan. Di atas, udara dingin mengubah uap menjadi titik air kecil yang membentuk awan.
3 · Presipitasi|Titik air yang berat jatuh sebagai hujan|show-cloud show-rain|<span class="label" style="left:200px;top:176px">hujan</span>|Langkah tiga, presipitasi. Titik air menjadi berat dan jatuh sebagai hujan, salju, atau hujan es.
4 · Pengumpulan|Sungai membawa air kembali ke laut|show-cloud show-river|<span class="label" style="left:100px;top:150px">kembali ke laut</span>|Langkah empat, pengumpulan. Sungai membawa air kembali ke laut, dan siklusnya dimulai lagi.
ID
