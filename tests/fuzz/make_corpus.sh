#!/usr/bin/env bash
# Writes the fuzz targets' seed corpora, tests/fuzz/corpus/<surface>/, from the test data:
#   fen          every FEN of ../shared/testdata/perft/perft.tsv and tests/data/tactics.tsv, each as its
#                variant's number (one byte, the order of `nightrider variants`) followed by the FEN
#   popeye       every third .inp problem of ../shared/testdata/problems/popeye (about 150, all kinds),
#                and seven of Popeye's examples with hunters and the other pieces of issue 25
#   pgn          two short games of each variant between random players (`nightrider match --pgn`)
#   uci, xboard  a scripted session of each variant, as the protocol tests drive them
#   web_messages one connection's messages of each kind (docs/web.md), two connections on one game, the
#                lobby's (a seek accepted by the other connection, withdrawn, refused)
#   http_target  the server's routes, pages and assets, and targets that try to leave the static folder
# The files are committed; run this again when the test data changes:
#   tests/fuzz/make_corpus.sh BUILD_DIR        (BUILD_DIR holds a built `nightrider`)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
source_dir="$(cd "$here/../.." && pwd)"
shared="${NIGHTRIDER_SHARED_DIR:-$source_dir/../shared}"
build="${1:?usage: tests/fuzz/make_corpus.sh BUILD_DIR}"
nightrider="$build/nightrider"
corpus="$here/corpus"

mapfile -t variants < <("$nightrider" variants | awk '{print $1}')
variant_number() {
  local i
  for i in "${!variants[@]}"; do
    if [[ "${variants[$i]}" == "$1" ]]; then
      echo "$i"
      return
    fi
  done
  echo "unknown variant $1" >&2
  exit 1
}

rm -rf "$corpus"
mkdir -p "$corpus"/{fen,popeye,pgn,uci,xboard,web_messages,http_target}

# FEN: one file per distinct (variant, FEN).
n=0
while IFS=$'\t' read -r variant fen _; do
  [[ -z "$variant" || "$variant" == \#* ]] && continue
  number=$(variant_number "$variant")
  printf "\\x$(printf %02x "$number")%s" "$fen" >"$corpus/fen/$(printf %03d $n)-$variant"
  n=$((n + 1))
done < <(cat "$shared/testdata/perft/perft.tsv" "$source_dir/tests/data/tactics.tsv")

# Popeye: every third problem, in name order.
i=0
for problem in "$shared"/testdata/problems/popeye/*.inp; do
  if ((i % 3 == 0)); then cp "$problem" "$corpus/popeye/"; fi
  i=$((i + 1))
done
# And Popeye's example problems with the pieces of its own the reader spells apart: hunters ("S/B"), the
# pawned pieces, the friend, the erlking and the maorider lion (tests/data/fairy_pieces_25).
for name in examples_hunter_01 examples_hunter_02 examples_pawned_02 examples_pawned_03 \
  regressions_4_63_to_4_65_21 beispiel_freund_01 beispiel_hopper_10; do
  cp "$source_dir/tests/data/fairy_pieces_25/$name.inp" "$corpus/popeye/issue25_$name.inp"
done

# PGN: games of every variant, with their side-effect comments.
for variant in "${variants[@]}"; do
  "$nightrider" match --variant "$variant" --a random --b random --games 2 --threads 1 --max-plies 30 \
    --seed 7 --pgn "$corpus/pgn/$variant.pgn" >/dev/null 2>&1
done

# UCI and XBoard: a short game of each variant.
for variant in "${variants[@]}"; do
  start=$("$nightrider" show --variant "$variant" --ascii | awk '/^FEN/ {sub(/^FEN:? */, ""); print}')
  printf '%s\n' "uci" "setoption name UCI_Variant value $variant" "isready" "ucinewgame" \
    "position startpos" "go depth 2" "position startpos moves $("$nightrider" moves --variant "$variant" --format uci | head -1)" \
    "go wtime 1000 btime 1000 winc 10 binc 10 movestogo 20" "setoption name MultiPV value 2" "go nodes 500" \
    "position fen $start" "go movetime 10" "stop" "eval" "d" "quit" >"$corpus/uci/$variant"
  xboard_variant="$variant"
  [[ "$variant" == chess ]] && xboard_variant=normal
  printf '%s\n' "xboard" "protover 2" "variant $xboard_variant" "new" "force" \
    "usermove $("$nightrider" moves --variant "$variant" --format uci | head -1)" "undo" "remove" "level 40 5 0" \
    "time 30000" "otim 30000" "go" "?" "st 1" "post" "playother" "setboard $start" "analyze" "." "exit" \
    "result 1-0 {resign}" "quit" >"$corpus/xboard/$variant"
done

# WebSocket messages (one a line; '>' sends on the second connection, @G, @T and @S name the last game,
# seat token and seek, see web_messages_fuzz.cpp).
w="$corpus/web_messages"
printf '%s\n' '{"type":"new","variant":"chess","engine":"none"}' '{"type":"move","game":"@G","move":"e2e4"}' \
  '{"type":"move","game":"@G","move":"e5"}' '{"type":"takeback","game":"@G"}' \
  '{"type":"analysis","game":"@G","on":false}' '{"type":"ping"}' >"$w/one-board"
printf '%s\n' '{"type":"new","variant":"rococo","engine":"black","level":3}' \
  '{"type":"move","game":"@G","move":"e3e4"}' '{"type":"join","game":"@G"}' >"$w/engine"
printf '%s\n' '{"type":"new","variant":"magnetic","friend":"white","clock":{"minutes":3,"increment":2}}' \
  '{"type":"move","game":"@G","move":"e2e4"}' '>{"type":"join","game":"@G","seat":"@T"}' \
  '>{"type":"move","game":"@G","move":"e7e5"}' '>{"type":"analysis","game":"@G","on":true}' >"$w/friends"
printf '%s\n' '{"type":"solve","text":"BeginProblem Stipulation #2 Pieces White Kh8 Qd8 Black Kd4 EndProblem"}' \
  '{"type":"solve","text":"again"}' '{"type":"cancel"}' '{"type":"cancel"}' >"$w/solve"
printf '%s\n' 'not json' '[1,2]' '{"type":"nope"}' '{"type":"new","variant":"x"}' '{"type":"join","game":"0123456789abcdef"}' \
  '{"type":"move","game":7}' '{"type":"new","variant":"chess","clock":{"minutes":0}}' >"$w/bad"
printf '%s\n' '{"type":"lobby"}' \
  '{"type":"seek","variant":"chess","colour":"black","nick":"Ann","clock":{"minutes":5,"increment":0}}' \
  '>{"type":"lobby"}' '>{"type":"accept","seek":"@S","nick":"Bob"}' '>{"type":"join","game":"@G","seat":"@T"}' \
  '>{"type":"move","game":"@G","move":"e2e4"}' >"$w/lobby-accept"
printf '%s\n' '{"type":"seek","variant":"chess+circe","colour":"random","nick":"Ann","days":3}' \
  '{"type":"seek","variant":"rococo","colour":"white","nick":"Ann","clock":{"minutes":1,"increment":1}}' \
  '>{"type":"unseek","seek":"@S"}' '{"type":"unseek","seek":"@S"}' \
  '>{"type":"lobby"}' '>{"type":"accept","seek":"@S","nick":"Bob"}' >"$w/lobby-correspondence"
seek='{"type":"seek","variant":"chess","colour":"white","nick":"Ann"'
printf '%s\n' '{"type":"seek","variant":"nosuch","colour":"white","nick":"Ann"}' "$seek,\"colour\":\"green\"}" \
  "${seek/Ann/<b>x}}" "${seek/Ann/}}" "$seek,\"days\":2,\"clock\":{\"minutes\":5}}" "$seek,\"days\":15}" \
  "$seek,\"clock\":{\"minutes\":5,\"increment\":-1}}" "$seek}" "$seek,\"days\":1}" \
  '{"type":"accept","seek":"@S","nick":"Ann"}' "$seek,\"clock\":{\"minutes\":5}}" "$seek,\"clock\":{\"minutes\":5}}" \
  '{"type":"accept","nick":"Bob"}' '{"type":"unseek","seek":7}' '>{"type":"accept","seek":"@S","nick":""}' \
  >"$w/lobby-bad"

# HTTP targets.
h="$corpus/http_target"
i=0
for target in / /game /game?id=0123456789abcdef /rules?variant=rococo\&lang=nl /solve /assets/game-1a2b.js \
  /api/variants /api/rules/rococo?lang=fr /api/rules-examples/chess%2Bmadrasi%2Bcirce?lang=nl /api/games/0123456789abcdef.pgn /ws /../outside/secret.txt \
  /%2e%2e/outside/secret.txt /assets/..%2f..%2foutside /secret.txt /out/secret.txt /.hidden /index.html%00.js \
  'http://localhost:8080' 'http://evil.example:8080'; do
  printf '%s' "$target" >"$h/$(printf %02d $i)"
  i=$((i + 1))
done

du -sh "$corpus"/*
