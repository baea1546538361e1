// PGN: games written and read back for every variant, a hand-written file with everything PGN allows,
// and the one-line messages for bad PGN.
#include "notation/pgn.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

struct PlayedGame {
  Position start;
  std::vector<Move> moves;
};

// A random-ish game: uniformly chosen legal moves from `start` until the game ends or `plies` are played.
PlayedGame random_game(const Rules& rules, const Position& start, int plies, unsigned seed) {
  std::mt19937 random(seed);
  PlayedGame game{start, {}};
  Position pos = start;
  for (int ply = 0; ply < plies; ++ply) {
    if (rules.outcome(pos, false).result != Result::Ongoing) break;
    MoveList legal;
    rules.legal_moves(pos, legal);
    const Move m = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(random)];
    game.moves.push_back(m);
    rules.play(pos, m);
  }
  return game;
}

// Writes the game, reads it back, and checks every move and the final position.
void expect_round_trip(const Rules& rules, const PlayedGame& game) {
  PgnHeader header;
  header.white = "Random \"A\"";
  header.black = "Random B";
  const std::string text = write_pgn(rules, game.start, game.moves, header, Result::Ongoing);
  SCOPED_TRACE(text);
  const std::vector<PgnGame> games = read_pgn(text);
  ASSERT_EQ(games.size(), 1u);
  const PgnGame& read = games.front();
  EXPECT_EQ(pgn_variant(read), rules.name());
  ASSERT_NE(read.tag("White"), nullptr);
  EXPECT_EQ(read.tag("White")->value, "Random \"A\"");
  EXPECT_EQ(read.result, "*");
  const PgnReplay replay = replay_pgn(rules, read);
  ASSERT_EQ(replay.moves.size(), game.moves.size());
  for (size_t i = 0; i < game.moves.size(); ++i) EXPECT_EQ(replay.moves[i], game.moves[i]) << "ply " << i;
  EXPECT_EQ(to_fen(rules, replay.start), to_fen(rules, game.start));
  Position end = game.start;
  for (const Move& m : game.moves) rules.play(end, m);
  EXPECT_TRUE(replay.position.same_state(end));
  EXPECT_EQ(replay.position.hash(), end.hash());
}

class PgnRoundTrip : public ::testing::TestWithParam<std::string> {};

TEST_P(PgnRoundTrip, RandomGamesFromTheStartReadBackMoveForMove) {
  const auto rules = make_variant(GetParam());
  ASSERT_TRUE(rules);
  for (unsigned seed = 1; seed <= 3; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    expect_round_trip(*rules, random_game(*rules, start_position(*rules), 80, seed));
  }
}

TEST_P(PgnRoundTrip, AGameFromAnotherPositionCarriesItsFen) {
  const auto rules = make_variant(GetParam());
  ASSERT_TRUE(rules);
  // Start a few moves in, with Black to move, so the FEN tag and "N..." numbering are needed.
  PlayedGame opening = random_game(*rules, start_position(*rules), 5, 7);
  Position start = start_position(*rules);
  for (const Move& m : opening.moves) rules->play(start, m);
  const Position from_fen = parse_fen(*rules, to_fen(*rules, start));
  const PlayedGame game = random_game(*rules, from_fen, 30, 11);
  const std::string text = write_pgn(*rules, game.start, game.moves, PgnHeader{}, Result::Ongoing);
  EXPECT_NE(text.find("[SetUp \"1\"]"), std::string::npos);
  EXPECT_NE(text.find("[FEN \"" + to_fen(*rules, from_fen) + "\"]"), std::string::npos);
  if (from_fen.side_to_move() == Colour::Black) {
    EXPECT_NE(text.find(std::to_string(from_fen.fullmove_number()) + "... "), std::string::npos);
  }
  expect_round_trip(*rules, game);
}

INSTANTIATE_TEST_SUITE_P(PgnVariants, PgnRoundTrip,
                         ::testing::Values("chess", "antiking1", "antiking2", "magnetic", "antimagnetic",
                                           "rococo"),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(PgnWrite, TagsMoveNumbersSideEffectsAndResult) {
  const auto rules = make_variant("chess");
  Position pos = start_position(*rules);
  std::vector<Move> moves;
  for (const char* text : {"f3", "e5", "g4", "Qh4"}) {
    const auto found = matching_moves(*rules, pos, text);
    ASSERT_EQ(found.size(), 1u) << text;
    moves.push_back(found.front());
    rules->play(pos, found.front());
  }
  PgnHeader header;
  header.white = "A";
  header.black = "B";
  header.date = "2024.01.02";
  const std::string text = write_pgn(*rules, start_position(*rules), moves, header, Result::BlackWins);
  EXPECT_EQ(text,
            "[Event \"Nightrider game\"]\n[Site \"?\"]\n[Date \"2024.01.02\"]\n[Round \"-\"]\n[White \"A\"]\n"
            "[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
}

TEST(PgnWrite, VariantTagAndSideEffectsInComments) {
  const auto rules = make_variant("magnetic");
  Position start = start_position(*rules);
  Position pos = start;
  std::vector<Move> moves;
  // 1. e4 attracts the black pawn e7 to e5; the displacement follows the move in a comment.
  const auto found = matching_moves(*rules, pos, "e2e4");
  ASSERT_EQ(found.size(), 1u);
  moves.push_back(found.front());
  const std::string san = to_san(*rules, pos, found.front());
  const std::string text = write_pgn(*rules, start, moves, PgnHeader{}, Result::Ongoing);
  EXPECT_NE(text.find("[Variant \"magnetic\"]"), std::string::npos);
  EXPECT_EQ(text.find("[FEN"), std::string::npos);
  EXPECT_EQ(san, "e4 (e7-e5)");
  EXPECT_NE(text.find("\n1. e4 {(e7-e5)} *\n"), std::string::npos) << text;
}

TEST(PgnWrite, DisplacedPawnPromotionsAreToldApartByTheirComment) {
  // Anti-Magnetic: Ra5-d5 pushes the black pawn d4 to d1, where Black chooses its promotion; the four
  // moves share their SAN "Rd5" and differ in the side effect only.
  const auto rules = make_variant("antimagnetic");
  const Position start = parse_fen(*rules, "4k3/8/8/R7/3p4/8/8/4K3 w - - 0 1");
  Position pos = start;
  for (const char* uci : {"a5d5/d1q", "a5d5/d1r", "a5d5/d1b", "a5d5/d1n"}) {
    const auto found = matching_moves(*rules, pos, uci);
    ASSERT_EQ(found.size(), 1u) << uci;
    const std::vector<Move> moves{found.front()};
    const std::string text = write_pgn(*rules, start, moves, PgnHeader{}, Result::Ongoing);
    const std::string piece(1, static_cast<char>(std::toupper(uci[7])));
    EXPECT_NE(text.find("1. Rd5 {(d4-d1=" + piece + ")} *"), std::string::npos) << text;
    const PgnReplay replay = replay_pgn(*rules, read_pgn(text).front());
    ASSERT_EQ(replay.moves.size(), 1u);
    EXPECT_EQ(replay.moves.front(), found.front()) << uci;
  }
  // Without its comment the SAN fits all four.
  EXPECT_EQ(matching_moves(*rules, pos, "Rd5").size(), 4u);
  EXPECT_EQ(matching_moves(*rules, pos, "Rd5 (d4-d1=B)").size(), 1u);
}

TEST(PgnRead, AHandWrittenFileWithEverythingPgnAllows) {
  const std::string text =
      "% a line for other programs\n"
      "[Event \"Casual \\\"blitz\\\"\"]\n"
      "[Site \"Home\"]\n"
      "[Date \"2024.05.06\"]\n"
      "[Round \"1\"]\n"
      "[White \"Anne\"]\n"
      "[Black \"Bert\"]\n"
      "[Result \"1-0\"]\n"
      "\n"
      "{A comment before the first move} 1. e4 e5 2.Nf3 $1 Nc6 (2... d6 {Philidor} 3. d4 (3. Bc4)) 3. Bb5!\n"
      "a6 ; the Morphy defence\n"
      "4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O?! 1-0\n"
      "\n"
      "[Event \"Second\"]\n"
      "[Variant \"Antiking2\"]\n"
      "[SetUp \"1\"]\n"
      "[FEN \"a6k/8/8/3p4/4A3/8/8/R3K3 w - - 0 1\"]\n"
      "\n"
      "1. a1c1 *\n"
      "\n"
      "[Event \"Third, no result marker\"]\n"
      "[Result \"1/2-1/2\"]\n"
      "1. d4 d5\n"
      "[Event \"Fourth\"]\n"
      "1. 0-0 *\n";
  const std::vector<PgnGame> games = read_pgn(text);
  ASSERT_EQ(games.size(), 4u);

  const PgnGame& first = games[0];
  ASSERT_NE(first.tag("Event"), nullptr);
  EXPECT_EQ(first.tag("Event")->value, "Casual \"blitz\"");
  EXPECT_EQ(first.tag("Event")->line, 2);
  EXPECT_EQ(first.result, "1-0");
  EXPECT_EQ(pgn_variant(first), "chess");
  ASSERT_EQ(first.moves.size(), 16u);
  EXPECT_EQ(first.moves[2].text, "Nf3");
  EXPECT_EQ(first.moves[4].text, "Bb5");  // "!" dropped; the variation skipped
  EXPECT_EQ(first.moves[0].comment, "");
  const auto chess = make_variant("chess");
  const PgnReplay replay = replay_pgn(*chess, first);
  EXPECT_EQ(replay.moves.size(), 16u);
  EXPECT_EQ(to_fen(*chess, replay.position),
            "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 1 9");

  EXPECT_EQ(pgn_variant(games[1]), "antiking2");
  const auto antiking2 = make_variant("antiking2");
  const PgnReplay second = replay_pgn(*antiking2, games[1]);
  EXPECT_EQ(to_fen(*antiking2, second.start), "a6k/8/8/3p4/4A3/8/8/R3K3 w - - 0 1");
  ASSERT_EQ(second.moves.size(), 1u);
  Position end = second.position;
  EXPECT_EQ(antiking2->outcome(end).result, Result::WhiteWins);

  EXPECT_EQ(games[2].result, "1/2-1/2");  // from the Result tag
  EXPECT_EQ(games[2].moves.size(), 2u);
  EXPECT_EQ(games[3].moves.size(), 1u);
  EXPECT_EQ(games[3].line, 24);
}

TEST(PgnRead, EmptyTextHoldsNoGame) {
  EXPECT_TRUE(read_pgn("").empty());
  EXPECT_TRUE(read_pgn("\n  \n% nothing\n").empty());
}

// The message of the PgnError thrown by reading and replaying the text as chess.
std::string pgn_error(const std::string& text) {
  try {
    const auto rules = make_variant("chess");
    for (const PgnGame& game : read_pgn(text)) replay_pgn(*rules, game);
  } catch (const PgnError& e) {
    return e.what();
  }
  return "no error";
}

TEST(PgnErrors, NameTheLineAndTheBadToken) {
  EXPECT_EQ(pgn_error("[Event \"x\"]\n\n1. e4 e5 2. Nf6 *"),
            "PGN line 3: illegal move 'Nf6' (move 2, White)");
  EXPECT_EQ(pgn_error("1. e4\ne5\n2. Ke3 *"), "PGN line 3: illegal move 'Ke3' (move 2, White)");
  EXPECT_EQ(pgn_error("[Event x]\n1. e4 *"), "PGN line 1: bad tag '[Event x]' (the value needs quotes)");
  EXPECT_EQ(pgn_error("[Event \"x]\n1. e4 *"),
            "PGN line 1: bad tag '[Event \"x]' (the value's quote is never closed)");
  EXPECT_EQ(pgn_error("[\"x\"]\n"), "PGN line 1: bad tag '[\"x\"]' (no name)");
  EXPECT_EQ(pgn_error("[Event \"x\"\n"), "PGN line 1: bad tag '[Event \"x\"' (']' missing)");
  EXPECT_EQ(pgn_error("1. e4 {unfinished\n\n"), "PGN line 1: comment '{' never closed");
  EXPECT_EQ(pgn_error("1. e4\n(1. d4 e5\n"), "PGN line 2: variation '(' never closed");
  EXPECT_EQ(pgn_error("1. e4 ) e5"), "PGN line 1: ')' without a '(' before it");
  EXPECT_EQ(pgn_error("1. e4 $x"), "PGN line 1: bad NAG '$x'");
  EXPECT_EQ(pgn_error("1. e4 12 e5"), "PGN line 1: bad token '12' (a move number needs a '.')");
  std::string fen_message;
  try {
    parse_fen(*make_variant("chess"), "8/8/8");
  } catch (const FenError& e) {
    fen_message = e.what();
  }
  ASSERT_FALSE(fen_message.empty());
  EXPECT_EQ(pgn_error("[FEN \"8/8/8\"]\n1. e4 *"), "PGN line 1: " + fen_message);
  EXPECT_EQ(pgn_error("1. f3 e5 2. g4 Qh4# 3. a3 *"), "PGN line 1: illegal move 'a3' (move 3, White)");
}

TEST(PgnErrors, AmbiguousAndLateMoves) {
  const auto rules = make_variant("magnetic");
  // After a captured king the game is over: a move after it is named.
  const PgnGame game =
      read_pgn("[Variant \"magnetic\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2r b - - 0 1\"]\n1... Rxe1\n2. Ke2 *")
          .front();
  try {
    replay_pgn(*rules, game);
    FAIL() << "no error";
  } catch (const PgnError& e) {
    EXPECT_EQ(std::string(e.what()), "PGN line 4: move 'Ke2' after the end of the game");
  }
  const auto antimagnetic = make_variant("antimagnetic");
  const PgnGame ambiguous =
      read_pgn("[Variant \"antimagnetic\"]\n[FEN \"4k3/8/8/R7/3p4/8/8/4K3 w - - 0 1\"]\n1. Rd5 *").front();
  try {
    replay_pgn(*antimagnetic, ambiguous);
    FAIL() << "no error";
  } catch (const PgnError& e) {
    EXPECT_EQ(std::string(e.what()),
              "PGN line 3: ambiguous move 'Rd5' (move 1, White): it fits 4 legal moves");
  }
}

}  // namespace
}  // namespace nightrider
