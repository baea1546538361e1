// What the fuzz targets found (tests/fuzz, docs/robustness.md "Findings"), each as a test with its exact
// expectation. The inputs themselves are replayed by ctest's FuzzReplay_* entries from
// tests/fuzz/regressions/.
#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "solver/session.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

TEST(FuzzFindings, FastMoveCountersLeaveUnitsWithAttributesToTheRules) {
  // fen: Black has a royal bishop on e8 beside its king (FEN '*'); the bitboard board, which knows no
  // attributes, counted 540 leaves at depth 2 where the rules, which keep the bishop out of check, count
  // 496. The fast paths of chess, the magnetic games and Rococo now decline such positions.
  struct Case {
    const char* variant;
    const char* fen;
  };
  for (const Case& c : {Case{"chess", "rnbkb*nbq/ppppppPp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1"},
                        Case{"magnetic", "rnbkb*nbq/ppppppPp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1"},
                        Case{"antimagnetic", "rnbkb*nbq/ppppppPp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1"}}) {
    const auto rules = make_variant(c.variant);
    Position pos = parse_fen(*rules, c.fen);
    EXPECT_FALSE(rules->fast_perft()(*rules, pos, 2).has_value()) << c.variant;
    EXPECT_EQ(perft(*rules, pos, 2), perft_general(*rules, pos, 2)) << c.variant;
  }
  const auto chess = make_variant("chess");
  Position pos = parse_fen(*chess, "rnbkb*nbq/ppppppPp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1");
  EXPECT_EQ(perft(*chess, pos, 2), 496u);
}

TEST(FuzzFindings, FastMoveCountersLeaveHolesToTheRules) {
  // fen: a chess FEN with a hole ('#', our extension for Popeye's Hole and Haan chess) on h2; the
  // bitboard board, which has no holes, threw "unknown piece" inside the fast perft. The fast paths now
  // decline positions with holes. Here a hole on e2 keeps the king from it: 4 moves.
  for (const char* variant : {"chess", "antiking2", "magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    const std::string fen = std::string(variant) == "antiking2" ? "rnbqkbnr/pppppppp/3A4/8/4#3/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                                                : "4k3/8/8/8/8/8/4#3/4K3 w - - 0 1";
    Position pos = parse_fen(*rules, fen);
    EXPECT_FALSE(rules->fast_perft()(*rules, pos, 2).has_value()) << variant;
    EXPECT_EQ(perft(*rules, pos, 2), perft_general(*rules, pos, 2)) << variant;
  }
  const auto chess = make_variant("chess");
  Position pos = parse_fen(*chess, "4k3/8/8/8/8/8/4#3/4K3 w - - 0 1");
  EXPECT_EQ(perft(*chess, pos, 1), 4u);
}

// A chess position the bitboard board must leave to the rules: its fast counter declines it, and the
// rules count `leaves` at depth 2 on both their paths.
void expect_chess_fast_path_declines(const std::string& fen, uint64_t leaves) {
  const auto chess = make_variant("chess");
  Position pos = parse_fen(*chess, fen);
  EXPECT_FALSE(chess->fast_perft()(*chess, pos, 2).has_value()) << fen;
  EXPECT_EQ(perft(*chess, pos, 2), leaves) << fen;
  EXPECT_EQ(perft_general(*chess, pos, 2), leaves) << fen;
}

TEST(FuzzFindings, TheBitboardLeavesCastlingFromOffTheEFileToTheRules) {
  // fen: Black's king on g8 with the right to castle (the FEN reader takes a right for a king anywhere on
  // its first rank, and the rules castle it g8-e8 with the a8 rook); the bitboard board castles only from
  // e8 and counted 1647 leaves at depth 2 where the rules count 1691.
  expect_chess_fast_path_declines("r5kr/p1qbpp1p/n1nb2pp/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                  1691u);
}

TEST(FuzzFindings, TheBitboardLeavesNeutralUnitsToTheRules) {
  // fen (2026-12-01, the fresh clone's short CI run): a neutral queen on d1 in a chess FEN ("Q=", our
  // extension for Popeye's neutral units); the bitboard board read it as White's and counted 237 leaves
  // at depth 2 where the rules count 228. Chess's fast path now declines neutral units, as the search's
  // bitboard board already did (ChessSearchBoard::models).
  expect_chess_fast_path_declines("r3k2r/Pppp1ppp/1b3nbN/nP6/BB4Pq/P4N2/Pp1P2PP/R2Q=1RK1 w kq - 0 1", 228u);
}

TEST(FuzzFindings, ASolveOfSmallSearchesStopsOnItsBudget) {
  // popeye: a ser-s#6 in Ghost chess whose twins took 9 s in the sanitizer build with a budget of 20 000
  // positions a twin: the solver polled its clock, interrupt and budget only every 4096 positions of one
  // search, and a twin is many searches (each length, each phase). It now polls every 1024 and at the
  // end of every search: with a budget of one position, a #2 stops after its first search.
  const char* text =
      "BeginProblem\nStipulation #2\nPieces White Kh8 Qd8 Rb2 Rh3 Bf1 Bh2 Sg3 Sh1 Pa3 Pe4 Pe5\n"
      "       Black Kd4 Sd6 Pa4 Pf2\nEndProblem\n";
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.solve.threads = 1;
  std::ostringstream whole, whole_errors;
  const solver::SessionResult full = solver::solve_text(text, settings, whole, whole_errors);
  EXPECT_FALSE(full.cut_short);
  EXPECT_NE(whole.str().find("1.Rb2*f2 !"), std::string::npos) << whole.str();

  settings.max_positions = 1;
  std::ostringstream out, err;
  const solver::SessionResult cut = solver::solve_text(text, settings, out, err);
  EXPECT_TRUE(cut.cut_short);
  EXPECT_EQ(cut.cut_reason, "solving interrupted");
  EXPECT_NE(out.str().find("solving cut short (solving interrupted)"), std::string::npos) << out.str();
}

TEST(FuzzFindings, JsonOutputOfATitleThatIsNotUtf8) {
  // popeye: `nightrider solve --format json` ended with an uncaught nlohmann::json type_error on a title
  // holding bytes that are not UTF-8 (here 0xA8); they are now written as U+FFFD.
  const std::string text =
      "BeginProblem\nTitle caf\xA8 au lait\nStipulation #1\nPieces White Kc6 Qb2 Black Ka8\n"
      "EndProblem\n";
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.format = solver::OutputFormat::Json;
  std::ostringstream out, err;
  const solver::SessionResult result = solver::solve_text(text, settings, out, err);
  EXPECT_EQ(result.bad_problems, 0);
  EXPECT_NE(out.str().find("\"titles\":[\"caf\xEF\xBF\xBD au lait\"]"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("\"move\":\"Qb2-b7 #\""), std::string::npos) << out.str();
}

}  // namespace
}  // namespace nightrider
