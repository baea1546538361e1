// libFuzzer target: PGN import (src/notation/pgn.h), as `load FILE.pgn` in `nightrider play` reads it.
//
// The input is the PGN text. read_pgn must read it or throw PgnError; each game it reads is replayed
// under the rules its Variant tag names (or refused with PgnError), and a game that replays must be
// written by write_pgn as a text that reads and replays again to the same position. A crash, another
// exception, a sanitizer report or a hang is a finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "notation/fen.h"
#include "notation/pgn.h"
#include "variants/variants.h"

namespace {

using namespace nightrider;

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "pgn_fuzz: %s: %s\n", what, detail.c_str());
  std::abort();
}

void check_round_trip(const Rules& rules, const PgnReplay& replay) {
  const std::string written = write_pgn(rules, replay.start, replay.moves, PgnHeader{}, Result::Ongoing);
  try {
    const std::vector<PgnGame> games = read_pgn(written);
    if (games.size() != 1) fail("a written game reads as another number of games", written);
    const PgnReplay again = replay_pgn(rules, games[0]);
    if (to_fen(rules, again.position) != to_fen(rules, replay.position))
      fail("a written game replays to another position", written);
  } catch (const PgnError& e) {
    fail("a written game does not read back", written + "\n" + e.what());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<PgnGame> games;
  try {
    games = read_pgn(text);
  } catch (const PgnError&) {
    return 0;
  }
  for (const PgnGame& game : games) {
    const std::shared_ptr<const Rules> rules = make_variant(pgn_variant(game));
    if (!rules) continue;  // an unknown variant: the caller says so
    try {
      const PgnReplay replay = replay_pgn(*rules, game);
      check_round_trip(*rules, replay);
    } catch (const PgnError&) {
    }
  }
  return 0;
}
