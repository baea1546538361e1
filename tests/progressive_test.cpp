// Progressif (conditions/turns/progressive.h; WinChloe's progressive chess), one position per clause:
// series of growing length (White 1, Black 2, White 3 ...), a check ends a series early and must be met
// at once, a pawn that only stepped twice in a series may be taken en passant on the opponent's first
// move, and the series in progress travels in the FEN. Perft two ways and random games.
#include <gtest/gtest.h>

#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// Plays the moves (coordinates) one after the other; the FEN after them.
std::string after_all(const Rules& rules, std::string fen, std::initializer_list<const char*> moves) {
  for (const char* m : moves) fen = after(rules, fen, m);
  return fen;
}

TEST(Progressif, SeriesGrowByOneMove) {
  auto rules = chess_with("Progressif");
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  // White's one move; Black's series of two begins (@: length 2, none made yet).
  EXPECT_EQ(after(*rules, start, "e2e4"), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 @512");
  // Black's first move keeps the turn (one made of two) ...
  EXPECT_EQ(after_all(*rules, start, {"e2e4", "e7e5"}),
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 @513");
  // ... its second passes it to White, for three moves.
  EXPECT_EQ(after_all(*rules, start, {"e2e4", "e7e5", "d7d6"}),
            "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 @768");
  // Read without the field, a position starts the series its move number gives (White's 3rd turn: 5).
  EXPECT_EQ(after_all(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 3", {"a1a2", "a2a3", "a3a4", "a4b4"}),
            "4k3/8/8/8/1R6/8/8/4K3 w - - 4 3 @1284");  // four of five made
}

TEST(Progressif, ACheckEndsTheSeriesAndMustBeMetAtOnce) {
  auto rules = chess_with("Progressif");
  // Black's series of two: Rb1+ ends it after one move.
  const std::string fen = "4k3/8/8/8/8/8/1r6/6K1 b - - 0 1";
  EXPECT_EQ(after(*rules, fen, "b2b1"), "4k3/8/8/8/8/8/8/1r4K1 w - - 1 2 @768");
  // White, in check, must meet it with its first move: only king moves do.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/1r4K1 w - - 1 2 @768", "g1g2"));
  EXPECT_FALSE(legal(*rules, "4k3/7P/8/8/8/8/8/1r4K1 w - - 1 2 @768", "h7h8q"));
}

TEST(Progressif, APawnThatOnlySteppedTwiceMayBeTakenEnPassantAfterTheSeries) {
  auto rules = chess_with("Progressif");
  const std::string fen = "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 2";  // White's second turn: 3 moves
  const std::string open = after_all(*rules, fen, {"d2d4", "e1f1", "f1g1"});
  EXPECT_EQ(open, "4k3/8/8/8/3Pp3/8/8/6K1 b - d3 2 2 @1024");
  EXPECT_TRUE(legal(*rules, open, "e4d3"));
  // A pawn that moved again in the series may not be taken so.
  const std::string closed = after_all(*rules, fen, {"d2d4", "d4d5", "e1f1"});
  EXPECT_EQ(closed, "4k3/8/8/3P4/4p3/8/8/5K2 b - - 1 2 @1024");
  // Nor may a double step of the opponent's series before, once this series has gone on.
  EXPECT_EQ(after_all(*rules, open, {"e8d8"}), "3k4/8/8/8/3Pp3/8/8/6K1 b - - 3 2 @1025");
}

TEST(Progressif, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Progressif");
  for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                          "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 2", "4k3/8/8/8/8/8/1r6/6K1 b - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 4), perft_rebuilt(*rules, fen, 4)) << fen;
  }
  random_games_round_trip(*rules, 54);
}

}  // namespace
}  // namespace nightrider
