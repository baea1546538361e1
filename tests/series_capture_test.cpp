// Series capture (conditions/captures/series_capture.h), one position per clause, worked out by hand:
// a capture may end the turn or let the unit go on; going on, only that unit moves, and a further
// capture lets it go on again; a move that takes nothing, or a capture that checks, ends the series.
// Perft two ways and random games as for every condition (the unit going on is in the FEN's move
// marker). Then the problems of tests/data/series_capture (ours and Popeye's EXAMPLES and TESTS
// series_capture.inp) against Popeye 4.104's whole text.
#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/solve_text.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// The legal moves from `from` to `to` in the position `fen`, each played: for each, whether the same
// side is still to move (the unit goes on).
std::vector<bool> goes_on_after(const Rules& rules, const std::string& fen, const char* from,
                                const char* to) {
  Position pos = parse_fen(rules, fen);
  MoveList moves;
  rules.legal_moves(pos, moves);
  std::vector<bool> out;
  for (const Move& m : moves) {
    if (m.from != sq(from) || m.to != sq(to)) continue;
    const Colour side = pos.side_to_move();
    rules.play(pos, m);
    out.push_back(pos.side_to_move() == side);
    rules.undo(pos);
  }
  return out;
}

TEST(SeriesCapture, ACaptureEndsTheTurnOrLetsTheUnitGoOn) {
  auto rules = chess_with("SeriesCapture");
  // Rd1*d4: once ending the turn, once going on; Rd1-d3 takes nothing: it ends the turn.
  const std::string fen = "7k/8/8/8/3p2p1/8/8/K2R4 w - - 0 1";
  EXPECT_EQ(goes_on_after(*rules, fen, "d1", "d4"), (std::vector<bool>{false, true}));
  EXPECT_EQ(goes_on_after(*rules, fen, "d1", "d3"), (std::vector<bool>{false}));
}

TEST(SeriesCapture, GoingOnOnlyThatUnitMovesAndAnotherCaptureLetsItGoOnAgain) {
  auto rules = chess_with("SeriesCapture");
  Position pos = parse_fen(*rules, "7k/8/8/8/3p2p1/8/8/K2R4 w - - 0 1");
  MoveList moves;
  rules->legal_moves(pos, moves);
  bool played = false;
  for (const Move& m : moves) {
    if (m.from != sq("d1") || m.to != sq("d4")) continue;
    rules->play(pos, m);
    if (pos.side_to_move() == Colour::White) {
      played = true;
      break;
    }
    rules->undo(pos);
  }
  ASSERT_TRUE(played);
  // From d4 the rook has 13 squares (d1-d3, d5-d8, a4-c4, e4, f4 and the capture on g4), twice for the
  // capture; the king on a1 may not move.
  MoveList on;
  rules->legal_moves(pos, on);
  int from_d4 = 0, captures_on_g4 = 0;
  for (const Move& m : on) {
    EXPECT_EQ(m.from, sq("d4"));
    if (m.from == sq("d4")) ++from_d4;
    if (m.to == sq("g4")) ++captures_on_g4;
  }
  EXPECT_EQ(from_d4, 14);
  EXPECT_EQ(captures_on_g4, 2);
}

// The capture that ends the turn and the one that goes on are two moves: each has its own text, the
// bare coordinates the one that stops (worked out by hand: Rd1*d4, the rook standing on d4 after it).
TEST(SeriesCapture, StoppingAndGoingOnHaveTheirOwnTexts) {
  auto rules = chess_with("SeriesCapture");
  Position pos = parse_fen(*rules, "7k/8/8/8/3p2p1/8/8/K2R4 w - - 0 1");
  MoveList moves;
  rules->legal_moves(pos, moves);
  std::vector<std::string> uci, san;
  for (const Move& m : moves)
    if (m.from == sq("d1") && m.to == sq("d4")) {
      uci.push_back(to_uci(*rules, pos, m));
      san.push_back(to_san(*rules, pos, m));
    }
  EXPECT_EQ(uci, (std::vector<std::string>{"d1d4", "d1d4/d4-"}));
  EXPECT_EQ(san, (std::vector<std::string>{"Rxd4", "Rxd4-"}));
  for (const char* text : {"d1d4", "Rxd4"}) {
    const std::optional<Move> stop = parse_move(*rules, pos, text);
    ASSERT_TRUE(stop) << text;
    rules->play(pos, *stop);
    EXPECT_EQ(pos.side_to_move(), Colour::Black) << text;
    rules->undo(pos);
  }
  for (const char* text : {"d1d4/d4-", "Rxd4-"}) {
    const std::optional<Move> on = parse_move(*rules, pos, text);
    ASSERT_TRUE(on) << text;
    rules->play(pos, *on);
    EXPECT_EQ(pos.side_to_move(), Colour::White) << text;
    rules->undo(pos);
  }
}

TEST(SeriesCapture, ACaptureThatChecksEndsTheSeries) {
  auto rules = chess_with("SeriesCapture");
  // Rd1*d4 checks the king on d8: it ends the turn, and no way on from d4 is legal (Rd1*d4*e4 is no
  // move, as in Popeye).
  EXPECT_EQ(goes_on_after(*rules, "3k4/8/8/8/3pp3/8/8/3R3K w - - 0 1", "d1", "d4"),
            (std::vector<bool>{false}));
  // Nor may a capture that leaves the own king in check go on to cover it again: the pinned rook's
  // Rd4*d6 is no move at all (not Rd4*d6-d4).
  EXPECT_TRUE(goes_on_after(*rules, "7k/8/3p4/8/r2R3K/8/8/8 w - - 0 1", "d4", "d6").empty());
}

TEST(SeriesCapture, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("SeriesCapture");
  // (Each of the three positions has captures within its depth, from the start 2.exd5: every count differs.)
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 59);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(SeriesCaptureProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "series_capture");

}  // namespace
}  // namespace nightrider
