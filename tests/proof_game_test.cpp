// Proof games (solver/proof_game.h): Popeye's own examples (tests/data/proof_games, README there names
// their sources; the .out files are Popeye 4.104's output) must give Popeye's solutions, and random
// games from the game array must be found again as proof games of their length (so the bound that
// cuts the search never cuts a real game). The three corpus problems (dia, a=>b under conditions) are
// rows of tests/data/solver_conditions.tsv.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "solver/general_board.h"
#include "solver/move_mark.h"
#include "solver/problem_setup.h"
#include "solver/proof_game.h"
#include "solver/session.h"
#include "support/popeye_output.h"
#include "support/problem_manifest.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

namespace po = popeye_output;

constexpr const char* kProofGameArray = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

std::string proof_games_dir() { return std::string(testing::test_data_dir()) + "/proof_games"; }

struct ProofSolve {
  std::string out, err;
  int bad_problems = 0;
  double seconds = 0;
};

ProofSolve proof_solve(const std::string& text) {
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.solve.threads = 1;
  settings.max_time = 60;
  std::ostringstream out, err;
  const auto start = std::chrono::steady_clock::now();
  const solver::SessionResult result = solver::solve_text(text, settings, out, err);
  ProofSolve run;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.out = out.str();
  run.err = err.str();
  run.bad_problems = result.bad_problems;
  return run;
}

std::vector<std::string> proof_example_names() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(proof_games_dir()))
    if (entry.path().extension() == ".inp") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

class PopeyeProofGame : public ::testing::TestWithParam<std::string> {};

TEST_P(PopeyeProofGame, SameSolutions) {
  const std::string base = proof_games_dir() + "/" + GetParam();
  const std::string reference = testing::read_text_file(base + ".out");
  ASSERT_FALSE(reference.empty()) << base << ".out";
  const po::Output expected = po::parse(reference, po::Language::German);  // (all are BEISPIEL's)
  ASSERT_TRUE(expected.errors.empty());
  const ProofSolve run = proof_solve(testing::read_text_file(base + ".inp"));
  ASSERT_EQ(run.bad_problems, 0) << run.err;
  const po::Comparison comparison = po::compare(expected, po::parse(run.out, po::Language::German));
  EXPECT_TRUE(comparison.equal()) << GetParam() << " (" << run.seconds << " s):\n" << po::describe(comparison, 20);
}

INSTANTIATE_TEST_SUITE_P(Beispiel, PopeyeProofGame, ::testing::ValuesIn(proof_example_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

// A problem's text with the position `pos` as the diagram.
std::string proof_problem_text(const Position& pos, const std::string& stipulation) {
  std::string white = "white", black = "black";
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit()) continue;
    const char* letters = "";
    switch (p.kind()) {
      case PieceKind::King: letters = "k"; break;
      case PieceKind::Queen: letters = "q"; break;
      case PieceKind::Rook: letters = "r"; break;
      case PieceKind::Bishop: letters = "b"; break;
      case PieceKind::Knight: letters = "s"; break;
      default: letters = "p"; break;
    }
    std::string unit = std::string(" ") + letters + static_cast<char>('a' + s.file()) + std::to_string(s.rank() + 1);
    (p.colour() == Colour::White ? white : black) += unit;
  }
  return "beginproblem\nstipulation " + stipulation + "\npieces " + white + "\n" + black + "\nendproblem\n";
}

// Random games of a few moves from the game array: each is found again as a proof game of its length
// (exact-), its moves written as the solver writes them.
TEST(ProofGame, RandomGamesAreFoundAgain) {
  const std::shared_ptr<Rules> rules = solver::make_problem_rules();
  std::mt19937 random(20261128);
  for (int game = 0; game < 30; ++game) {
    const int plies = 4 + game % 5;  // dia2 .. dia4
    solver::GeneralBoard board(*rules, parse_fen(*rules, kProofGameArray));
    std::string line;
    for (int ply = 0; ply < plies; ++ply) {
      MoveList moves;
      board.legal_moves(moves);
      ASSERT_FALSE(moves.empty());
      const Move m = moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(random)];
      if (ply % 2 == 0) line += (ply ? " " : "") + std::to_string(ply / 2 + 1) + ".";
      else line += " ";
      line += board.text(m);
      board.play(m);
      line += ply + 1 == plies ? std::string(board.in_check() ? " +" : "") + " dia" : solver::move_mark(board, solver::Goal::Other);
    }
    const std::string stipulation = "exact-dia" + std::to_string(plies / 2) + (plies % 2 ? ".5" : "");
    const ProofSolve run = proof_solve(proof_problem_text(board.position(), stipulation));
    ASSERT_EQ(run.bad_problems, 0) << run.err;
    const po::Output found = po::parse(run.out, po::Language::English);
    ASSERT_EQ(found.twins.size(), 1u);
    EXPECT_TRUE(found.twins[0].entries.count(po::normalise_line(line, po::Language::English)))
        << "game " << game << ": " << line << "\nnot among:\n" << run.out;
  }
}

// The same from a position a few random moves into a game, as a=>b (WhiteToPlay: White first): the
// start's castling rights come from its diagram, so the continuation avoids an en-passant capture as
// its first move (the right to it is not in the diagram).
TEST(ProofGame, RandomContinuationsAreFoundAgain) {
  const std::shared_ptr<Rules> rules = solver::make_problem_rules();
  std::mt19937 random(8112026);
  int checked = 0;
  for (int game = 0; game < 40 && checked < 20; ++game) {
    solver::GeneralBoard board(*rules, parse_fen(*rules, kProofGameArray));
    auto random_move = [&](MoveList& moves) {
      board.legal_moves(moves);
      return moves.empty() ? Move() : moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(random)];
    };
    MoveList moves;
    bool ended = false;
    for (int ply = 0; ply < 8 && !ended; ++ply) {
      const Move m = random_move(moves);
      if (moves.empty()) ended = true;
      else board.play(m);
    }
    if (ended) continue;
    const std::string start = proof_problem_text(board.position(), "x");
    const int plies = 3 + game % 4;  // a=>b1.5 .. a=>b3
    std::string line;
    for (int ply = 0; ply < plies && !ended; ++ply) {
      const Move m = random_move(moves);
      if (moves.empty() || (ply == 0 && m.kind == MoveKind::EnPassant)) {
        ended = true;
        break;
      }
      if (ply % 2 == 0) line += (ply ? " " : "") + std::to_string(ply / 2 + 1) + ".";
      else line += " ";
      line += board.text(m);
      board.play(m);
      line += ply + 1 == plies ? std::string(board.in_check() ? " +" : "") + " a=>b"
                               : solver::move_mark(board, solver::Goal::Other);
    }
    if (ended) continue;
    ++checked;
    // The start's units, then the stipulation, then the units to reach.
    const std::string pieces_a = start.substr(start.find("pieces"), start.find("endproblem") - start.find("pieces"));
    const std::string target = proof_problem_text(board.position(), "x");
    const std::string pieces_b = target.substr(target.find("pieces"), target.find("endproblem") - target.find("pieces"));
    const std::string stipulation = "exact-a=>b" + std::to_string(plies / 2) + (plies % 2 ? ".5" : "");
    const std::string text = "beginproblem\noption whitetoplay\n" + pieces_a + "stipulation " + stipulation + "\n" +
                             pieces_b + "endproblem\n";
    const ProofSolve run = proof_solve(text);
    ASSERT_EQ(run.bad_problems, 0) << run.err << text;
    const po::Output found = po::parse(run.out, po::Language::English);
    ASSERT_EQ(found.twins.size(), 1u);
    EXPECT_TRUE(found.twins[0].entries.count(po::normalise_line(line, po::Language::English)))
        << "game " << game << ": " << line << "\n" << text << "not among:\n" << run.out;
  }
  EXPECT_GE(checked, 15);
}

TEST(ProofGame, GameArrayAndFirstSide) {
  EXPECT_EQ(solver::game_array_units().size(), 32u);
  solver::ProblemTwin twin;
  twin.stipulation.goal = solver::Goal::Other;
  twin.stipulation.goal_text = "a=>b";
  EXPECT_FALSE(solver::proof_game_white_first(twin));  // a=>b: Black first
  twin.options.white_begins = true;
  EXPECT_TRUE(solver::proof_game_white_first(twin));
  twin.options.white_begins = false;
  twin.stipulation.goal_text = "dia";
  EXPECT_TRUE(solver::proof_game_white_first(twin));  // dia: from the game array, White first
}

// As in Popeye, the diagram is reached when every square holds the same unit: castling rights do not
// count (after 1.Sg1-f3 Sg8-f6 2.Sf3-g1 Sf6-g8 the game array is reached in dia2, rights or not).
TEST(ProofGame, RightsAreNotCompared) {
  const std::shared_ptr<Rules> rules = solver::make_problem_rules();
  const ProofSolve run = proof_solve(proof_problem_text(parse_fen(*rules, kProofGameArray), "exact-dia2"));
  ASSERT_EQ(run.bad_problems, 0) << run.err;
  const po::Output found = po::parse(run.out, po::Language::English);
  ASSERT_EQ(found.twins.size(), 1u);
  EXPECT_TRUE(found.twins[0].entries.count("1.Sg1-f3 Sg8-f6 2.Sf3-g1 Sf6-g8 dia"));
  EXPECT_EQ(found.twins[0].entries.size(), 16u);  // each knight out and back (Popeye 4.104 lists the 16)
}

// A game of no move is no solution (Popeye 4.104 prints none for exact-dia0 on the game array).
TEST(ProofGame, NoMoveIsNoSolution) {
  const std::shared_ptr<Rules> rules = solver::make_problem_rules();
  const ProofSolve run = proof_solve(proof_problem_text(parse_fen(*rules, kProofGameArray), "exact-dia0"));
  ASSERT_EQ(run.bad_problems, 0) << run.err;
  const po::Output found = po::parse(run.out, po::Language::English);
  ASSERT_EQ(found.twins.size(), 1u);
  EXPECT_TRUE(found.twins[0].entries.empty()) << run.out;
}

// A last move that mates is marked as a check, then the goal (Popeye 4.104 prints both lines so).
TEST(ProofGame, MateIsMarkedAsCheck) {
  const ProofSolve run = proof_solve(
      "beginproblem\nstipulation dia2\npieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa2b2c2d2e2f3g4h2\n"
      "black ke8 qh4 ra8h8 bc8f8 sb8g8 pa7b7c7d7e5f7g7h7\nendproblem\n");
  ASSERT_EQ(run.bad_problems, 0) << run.err;
  const po::Output found = po::parse(run.out, po::Language::English);
  ASSERT_EQ(found.twins.size(), 1u);
  EXPECT_EQ(found.twins[0].entries, (std::set<std::string>{"1.f2-f3 e7-e5 2.g2-g4 Qd8-h4 + dia",
                                                          "1.g2-g4 e7-e5 2.f2-f3 Qd8-h4 + dia"}));
}

// a=>b without the position to reach, or with units the solver does not know: one line, no crash.
TEST(ProofGame, BadInputIsOneLine) {
  const ProofSolve run = proof_solve("beginproblem\npieces white ke1 black ke8\nstipulation a=>b1\nendproblem\n");
  EXPECT_EQ(run.bad_problems, 1);
  EXPECT_NE(run.err.find("a=>b1"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace nightrider
