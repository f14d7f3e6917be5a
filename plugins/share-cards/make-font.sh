#!/usr/bin/env bash
# Regenerates NotoSansSC-Bold.woff, the font the share cards are drawn with: the Simplified
# Chinese face of Noto Sans CJK Bold, cut down to the 6,763 characters of GB 2312 (every
# character of everyday Simplified Chinese), ASCII, Latin-1 and the Chinese and general
# punctuation, without hinting or layout features (the cards are drawn from outlines at
# one size). Run it only to change that set; the build uses the committed file.
#
# A title with a character beyond these builds with the site's own card and a warning naming the
# character: add it to EXTRA below and run this again.
#
# Needs Debian's fonts-noto-cjk and fonttools (apt-get install fonts-noto-cjk fonttools) and Node.
set -euo pipefail
cd "$(dirname "$0")"

collection=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
command -v pyftsubset >/dev/null || { echo "pyftsubset not found: apt-get install fonttools" >&2; exit 1; }
[ -f "$collection" ] || { echo "$collection not found: apt-get install fonts-noto-cjk" >&2; exit 1; }

# The collection holds one face per region; find the Simplified Chinese one by its name.
face=""
for index in 0 1 2 3 4 5 6 7 8 9; do
  if [ "$(fc-query --index "$index" -f '%{family[0]}' "$collection" 2>/dev/null)" = "Noto Sans CJK SC" ]; then
    face=$index
    break
  fi
done
[ -n "$face" ] || { echo "no Noto Sans CJK SC face in $collection" >&2; exit 1; }

# Characters titles use beyond GB 2312.
EXTRA=""

# GB 2312's Chinese characters: rows 0xB0–0xF7, columns 0xA1–0xFE, decoded by Node's GB 18030
# decoder (a superset); the few unassigned codes of row 0xD7 decode to other characters and
# are skipped as not Han.
characters=$(node -e '
  const decoder = new TextDecoder("gb18030");
  let han = "";
  for (let row = 0xb0; row <= 0xf7; row++)
    for (let column = 0xa1; column <= 0xfe; column++) {
      const character = decoder.decode(new Uint8Array([row, column]));
      if (/^\p{Script=Han}$/u.test(character)) han += character;
    }
  process.stdout.write(han);
')

pyftsubset "$collection" --font-number="$face" \
  --text="$characters$EXTRA" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+2000-206F,U+3000-303F,U+FF00-FFEF' \
  --layout-features='' --no-hinting --flavor=woff \
  --output-file=NotoSansSC-Bold.woff
echo "Wrote $(pwd)/NotoSansSC-Bold.woff ($(stat -c %s NotoSansSC-Bold.woff) bytes, ${#characters} Chinese characters)."
