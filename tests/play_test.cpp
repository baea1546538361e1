// The interactive game (play::Session) driven by scripted input through stringstreams: moves in both
// notations, undo, hint, save/load, bad input survived, and the end of the game announced in each
// variant's terms.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "play/session.h"
#include "support/test_paths.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using play::EngineSide;
using play::Session;
using play::SessionOptions;

struct Transcript {
  std::string out;
  std::string fen;  // the position when the session ended
  std::string variant;
  size_t moves = 0;
};

SessionOptions options_for(EngineSide side, int depth = 2) {
  SessionOptions options;
  options.engine_side = side;
  options.depth = depth;
  options.movetime_ms = 0;  // depth only: the same moves on every machine
  options.seed = 1;
  return options;
}

Transcript run_session(const std::string& variant, const std::string& fen, const SessionOptions& options,
                       const std::string& input) {
  const auto rules = make_variant(variant);
  if (!rules) return {};
  Position start = fen.empty() ? start_position(*rules) : parse_fen(*rules, fen);
  std::istringstream in(input);
  std::ostringstream out;
  Session session(rules, start, options, in, out);
  session.run();
  return Transcript{out.str(), to_fen(session.rules(), session.position()), session.rules().name(),
                    session.moves().size()};
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

int count_of(const std::string& text, const std::string& part) {
  int n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

std::string temp_path(const std::string& name) { return ::testing::TempDir() + "nightrider_play_" + name; }

// The first legal move of the position in coordinates, and its SAN.
std::pair<std::string, std::string> first_move(const std::string& variant) {
  const auto rules = make_variant(variant);
  Position pos = start_position(*rules);
  MoveList legal;
  rules->legal_moves(pos, legal);
  return {to_uci(*rules, pos, legal[0]), to_san(*rules, pos, legal[0])};
}

class PlayEveryVariant : public ::testing::TestWithParam<std::string> {};

TEST_P(PlayEveryVariant, MovesUndoSaveLoadAndBadLines) {
  const std::string variant = GetParam();
  const auto [uci, san] = first_move(variant);
  const std::string file = temp_path(variant + ".pgn");
  const std::string input = uci + "\nmoves\nfen\nxyzzy\ne9e9\nundo\nundo\n" + uci + "\nfen\nsave " + file +
                            "\nnew\nfen\nload " + file + "\nfen\nquit\nNot read\n";
  const Transcript t = run_session(variant, "", options_for(EngineSide::None), input);
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "Nightrider: " + variant));
  EXPECT_EQ(count_of(t.out, "1. " + san + "\n"), 2);
  EXPECT_TRUE(contains(t.out, "Legal moves ("));
  EXPECT_TRUE(contains(t.out, "Unknown command 'xyzzy' (type `help` for the commands)\n"));
  EXPECT_TRUE(contains(t.out, "Illegal move 'e9e9' (type `moves` to list the legal moves)\n"));
  EXPECT_TRUE(contains(t.out, "Took back 1 move\n"));
  EXPECT_TRUE(contains(t.out, "Nothing to undo\n"));
  EXPECT_TRUE(contains(t.out, "Saved the game (1 move) to " + file + "\n"));
  EXPECT_TRUE(contains(t.out, "New game: " + variant + "\n"));
  EXPECT_TRUE(contains(t.out, "Loaded " + file + ": " + variant + ", 1 move\n"));
  EXPECT_TRUE(contains(t.out, "Black to move"));
  EXPECT_FALSE(contains(t.out, "Not read"));
  // The position after the move, after `new` and after `load`: the loaded game is the saved one.
  const auto rules = make_variant(variant);
  Position after = start_position(*rules);
  rules->play(after, *parse_move(*rules, after, uci));
  EXPECT_EQ(count_of(t.out, to_fen(*rules, after) + "\n"), 3);
  EXPECT_EQ(count_of(t.out, to_fen(*rules, start_position(*rules)) + "\n"), 1);
  EXPECT_EQ(t.fen, to_fen(*rules, after));
  EXPECT_EQ(t.moves, 1u);
  std::ifstream saved(file);
  std::stringstream pgn;
  pgn << saved.rdbuf();
  EXPECT_TRUE(contains(pgn.str(), "[White \"Player\"]"));
  EXPECT_EQ(contains(pgn.str(), "[Variant \"" + variant + "\"]"), variant != "chess");
  std::remove(file.c_str());
}

TEST_P(PlayEveryVariant, AgainstTheEngineWithHintAndUndo) {
  const std::string variant = GetParam();
  const auto [uci, san] = first_move(variant);
  const Transcript t =
      run_session(variant, "", options_for(EngineSide::Black, 2), uci + "\nhint\nundo\nquit\n");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "1. " + san + "\n"));
  EXPECT_TRUE(contains(t.out, "Nightrider plays 1... "));
  EXPECT_TRUE(contains(t.out, "Hint: "));
  EXPECT_TRUE(contains(t.out, "Took back 2 moves\n"));  // the engine's reply and the person's move
  EXPECT_EQ(t.moves, 0u);
  const auto rules = make_variant(variant);
  EXPECT_EQ(t.fen, to_fen(*rules, start_position(*rules)));
}

TEST_P(PlayEveryVariant, TheEngineOpensWhenItPlaysWhite) {
  const std::string variant = GetParam();
  const Transcript t = run_session(variant, "", options_for(EngineSide::White, 1), "undo\nquit\n");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "Nightrider plays 1. "));
  EXPECT_TRUE(contains(t.out, "Nothing to undo: you have not moved yet\n"));
  EXPECT_EQ(t.moves, 1u);
}

INSTANTIATE_TEST_SUITE_P(PlayVariants, PlayEveryVariant,
                         ::testing::Values("chess", "antiking1", "antiking2", "magnetic", "antimagnetic",
                                           "rococo"),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(PlayEndOfGame, CheckmateInChess) {
  const Transcript t = run_session("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
                                   options_for(EngineSide::None), "Ra8\ne2e4\nquit\n");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "1. Ra8#\n"));
  EXPECT_TRUE(contains(t.out, "Checkmate — White wins (1-0)\n"));
  EXPECT_TRUE(contains(
      t.out, "The game is over (Checkmate — White wins (1-0)); type undo, new, save FILE.pgn or quit"));
  EXPECT_EQ(count_of(t.out, "Checkmate — White wins (1-0)\n"), 1);
}

TEST(PlayEndOfGame, TheEngineMatesAndTheGameCanBeTakenBack) {
  const Transcript t = run_session("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
                                   options_for(EngineSide::White, 3), "undo\nquit\n");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "Nightrider plays 1. Ra8#\n"));
  EXPECT_TRUE(contains(t.out, "Checkmate — White wins (1-0)\n"));
  // Black (the person) never moved: nothing of theirs to take back.
  EXPECT_TRUE(contains(t.out, "Nothing to undo: you have not moved yet\n"));
}

TEST(PlayEndOfGame, BlackMatesWithTheEngineWatchingBothSides) {
  // Fool's mate position: the engine plays both sides and Black mates at once.
  const Transcript t = run_session("chess", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
                                   options_for(EngineSide::Both, 2), "");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "Nightrider plays 2... Qh4#\n"));
  EXPECT_TRUE(contains(t.out, "Checkmate — Black wins (0-1)\n"));
}

TEST(PlayEndOfGame, AntiKingMate) {
  // Anti-King Chess II: the rook leaves the a-file; nothing attacks Black's anti-king on a8 or the squares
  // around it any more, and no Black move can change that (the pawn d5 keeps White's anti-king attacked).
  const Transcript t = run_session("antiking2", "a6k/8/8/3p4/4A3/8/8/R3K3 w - - 0 1",
                                   options_for(EngineSide::None), "Rc1\nquit\n");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "1. Rc1#\n"));  // the project's SAN marks an anti-king mate too
  EXPECT_TRUE(contains(t.out, "Black's anti-king is mated — White wins (1-0)\n"));
  EXPECT_FALSE(contains(t.out, "Checkmate"));
}

TEST(PlayEndOfGame, KingCapturedInMagneticChess) {
  const Transcript t = run_session("magnetic", "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
                                   options_for(EngineSide::None), "Rxe1\nquit\n");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "1... Rxe1"));
  EXPECT_TRUE(contains(t.out, "King captured — Black wins (0-1)\n"));
}

TEST(PlayEndOfGame, KingCapturedInAntiMagneticChess) {
  const Transcript t = run_session("antimagnetic", "4k2R/8/8/8/8/8/8/4K3 w - - 0 1",
                                   options_for(EngineSide::None), "h8e8\nquit\n");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, "King captured — White wins (1-0)\n"));
}

TEST(PlayEndOfGame, Draws) {
  const SessionOptions none = options_for(EngineSide::None);
  EXPECT_TRUE(contains(run_session("chess", "k7/8/3Q4/8/8/8/8/7K w - - 0 1", none, "Qb6\n").out,
                       "Stalemate — draw (1/2-1/2)\n"));
  EXPECT_TRUE(contains(run_session("chess", "k7/8/8/8/8/8/1r6/K7 w - - 0 1", none, "Kxb2\n").out,
                       "Draw by insufficient material (1/2-1/2)\n"));
  EXPECT_TRUE(contains(run_session("chess", "k7/8/8/8/8/8/8/K6R w - - 99 80", none, "Rh2\n").out,
                       "Draw by the fifty-move rule (1/2-1/2)\n"));
  const Transcript repetition = run_session("chess", "", none, "Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8\n");
  EXPECT_TRUE(contains(repetition.out, "Draw by threefold repetition (1/2-1/2)\n")) << repetition.out;
  EXPECT_EQ(count_of(repetition.out, "Draw by"), 1);
}

TEST(PlayBadInput, EveryBadLineGetsOneLineAndTheGameGoesOn) {
  const std::string bad_pgn = temp_path("bad.pgn");
  {
    std::ofstream f(bad_pgn);
    f << "[Event \"x\"]\n\n1. e4 e5\n2. Nf9 *\n";
  }
  const std::string lines[] = {
      "foo bar",
      "level 99",
      "level x",
      "engine purple",
      "load /nonexistent-dir/x.pgn",
      "load " + bad_pgn,
      "load /dev/zero",
      "load /tmp",
      "load",
      "save",
      "save /nonexistent-dir/x.pgn",
      "new nosuchvariant",
      std::string("\x01\x02\x7f", 3),
      std::string(5000, 'x'),
      "Ke2",
      "e2e5",
  };
  const std::string replies[] = {
      "Unknown command 'foo bar' (type `help` for the commands)",
      "level needs a number from 0 to 20, not '99'",
      "level needs a number from 0 to 20, not 'x'",
      "engine needs white, black, none or both, not 'purple'",
      "Cannot read '/nonexistent-dir/x.pgn': No such file or directory",
      "Cannot load '" + bad_pgn + "': PGN line 4: illegal move 'Nf9' (move 2, White)",
      "Cannot read '/dev/zero': not a regular file",
      "Cannot read '/tmp': not a regular file",
      "load needs a file name: load FILE.pgn",
      "save needs a file name: save FILE.pgn",
      "Cannot write '/nonexistent-dir/x.pgn': No such file or directory",
      "Unknown variant 'nosuchvariant' (known: " + variant_names() + ")",
      "Unknown command '" + std::string(3, '?') + "' (type `help` for the commands)",
      "Unknown command '" + std::string(40, 'x') + "…' (type `help` for the commands)",
      "Illegal move 'Ke2' (type `moves` to list the legal moves)",
      "Illegal move 'e2e5' (type `moves` to list the legal moves)",
  };
  std::string input = "\n   \n";
  for (const std::string& line : lines) input += line + "\n";
  input += "e4\n";
  const Transcript t = run_session("chess", "", options_for(EngineSide::None), input);
  SCOPED_TRACE(t.out);
  // Each bad line has its reply, on one line between two prompts.
  for (const std::string& reply : replies) EXPECT_TRUE(contains(t.out, "> " + reply + "\n> ")) << reply;
  EXPECT_TRUE(contains(t.out, "1. e4\n"));
  EXPECT_EQ(t.moves, 1u);
  // The end of the input ends the session after a last prompt.
  EXPECT_TRUE(t.out.ends_with("> \n"));
  std::remove(bad_pgn.c_str());
}

TEST(PlayBadInput, AmbiguousMoveAsksForCoordinates) {
  const Transcript t =
      run_session("antimagnetic", "4k3/8/8/R7/3p4/8/8/4K3 w - - 0 1", options_for(EngineSide::None), "Rd5\n");
  EXPECT_TRUE(contains(t.out,
                       "Ambiguous move 'Rd5': it may be Rd5 (d4-d1=Q) = a5d5/d1q, Rd5 (d4-d1=R) = a5d5/d1r, "
                       "Rd5 (d4-d1=B) = a5d5/d1b, Rd5 (d4-d1=N) = a5d5/d1n; type it in coordinates\n"))
      << t.out;
  EXPECT_EQ(t.moves, 0u);
  const Transcript chosen = run_session("antimagnetic", "4k3/8/8/R7/3p4/8/8/4K3 w - - 0 1",
                                        options_for(EngineSide::None), "a5d5/d1n\nRd5 (d4-d1=N)\n");
  EXPECT_TRUE(contains(chosen.out, "1. Rd5 (d4-d1=N)\n")) << chosen.out;
}

TEST(PlayLoad, AGameOfAnotherVariantSwitchesTheVariant) {
  const std::string file = temp_path("other.pgn");
  {
    std::ofstream f(file);
    f << "[Variant \"rococo\"]\n\n1. b3b4 *\n\n[Event \"second\"]\n1. e4 *\n";
  }
  const Transcript t = run_session("chess", "", options_for(EngineSide::None), "load " + file + "\nquit\n");
  SCOPED_TRACE(t.out);
  std::remove(file.c_str());
  EXPECT_TRUE(contains(t.out, "Loaded " + file + ": rococo, 1 move (the first of its 2 games)\n"));
  EXPECT_EQ(t.variant, "rococo");
  EXPECT_EQ(t.moves, 1u);
  EXPECT_TRUE(contains(t.out, "10 "));  // the 10×10 board is drawn
}

TEST(PlayBoard, AsciiFlipAndTheLegend) {
  SessionOptions options = options_for(EngineSide::None);
  options.ascii = true;
  const Transcript t = run_session("antiking2", "", options, "flip\n");
  SCOPED_TRACE(t.out);
  EXPECT_TRUE(contains(t.out, " 8  r n b q k b n r\n"));
  EXPECT_TRUE(contains(t.out, "    a b c d e f g h\n"));
  EXPECT_TRUE(contains(t.out, " 1  R N B K Q B N R\n"));  // flipped: rank 1 on top, files h..a
  EXPECT_TRUE(contains(t.out, "    h g f e d c b a\n"));
  EXPECT_TRUE(contains(t.out, "Pieces: A = anti-king\n"));
  EXPECT_TRUE(contains(t.out, "White to move\n"));
  const Transcript unicode = run_session("chess", "", options_for(EngineSide::None), "");
  EXPECT_TRUE(contains(unicode.out, " 8  ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜\n")) << unicode.out;
  // Playing Black against the engine, the board starts from Black's side.
  const Transcript black = run_session("chess", "", options_for(EngineSide::White, 1), "");
  EXPECT_TRUE(contains(black.out, "    h g f e d c b a\n")) << black.out;
}

TEST(PlayBoard, CheckIsShown) {
  const Transcript t =
      run_session("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", options_for(EngineSide::None), "Ra8\n");
  EXPECT_TRUE(contains(t.out, "Black to move — check!\n")) << t.out;
}

// Runs `nightrider play ARGS` with `input` on stdin; returns the exit status, stdout and stderr.
struct CliRun {
  int status = -1;
  std::string out, err;
};
CliRun run_play_binary(const std::string& args, const std::string& input) {
  const std::string base =
      temp_path("cli_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  {
    std::ofstream in(base + ".in");
    in << input;
  }
  const std::string command = std::string(nightrider::testing::nightrider_binary()) + " play " + args + " <" +
                              base + ".in >" + base + ".out 2>" + base + ".err";
  const int raw = std::system(command.c_str());
  CliRun r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  for (auto [suffix, text] : {std::pair{".out", &r.out}, std::pair{".err", &r.err}}) {
    std::ifstream f(base + suffix);
    std::stringstream all;
    all << f.rdbuf();
    *text = all.str();
  }
  for (const char* suffix : {".in", ".out", ".err"}) std::remove((base + suffix).c_str());
  return r;
}

TEST(PlayCli, APipedGameAndBadOptions) {
  const CliRun game = run_play_binary("--depth 1 --ascii", "e2e4\nquit\n");
  EXPECT_EQ(game.status, 0) << game.err;
  EXPECT_TRUE(contains(game.out, "1. e4\n")) << game.out;
  EXPECT_TRUE(contains(game.out, "Nightrider plays 1... ")) << game.out;
  EXPECT_TRUE(contains(game.out, " 1  R N B Q K B N R\n")) << game.out;
  EXPECT_EQ(game.err, "");
  const CliRun eof = run_play_binary("--engine-side none", "");
  EXPECT_EQ(eof.status, 0);
  const std::pair<std::string, std::string> bad[] = {
      {"--level 21", "bad --level 21 (0 to 20)\n"},
      {"--engine-side red", "bad --engine-side 'red' (known: white, black, none, both)\n"},
      {"--time 0", "bad --time 0 (seconds per move, more than 0, at most 86400)\n"},
      {"--variant nope", "unknown variant 'nope' (known: " + variant_names() + ")\n"},
  };
  for (const auto& [args, message] : bad) {
    const CliRun r = run_play_binary(args, "");
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_EQ(r.err, message) << args;
  }
}

TEST(PlayEngineSide, ParsesTheFourSides) {
  EXPECT_EQ(play::parse_engine_side("white"), EngineSide::White);
  EXPECT_EQ(play::parse_engine_side("Black"), EngineSide::Black);
  EXPECT_EQ(play::parse_engine_side("none"), EngineSide::None);
  EXPECT_EQ(play::parse_engine_side("both"), EngineSide::Both);
  EXPECT_EQ(play::parse_engine_side("red"), std::nullopt);
}

}  // namespace
}  // namespace nightrider
