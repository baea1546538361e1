// The `nightrider` command line, run as a separate process (the binary beside the tests): exit statuses,
// one-line error messages, and outputs checked against the reference data.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bad_fens.h"
#include "conditions/circe/circe.h"
#include "conditions/registry.h"
#include "notation/fen.h"
#include "search/perft.h"
#include "support/test_paths.h"
#include "test_support.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

struct ProcessResult {
  int status = -1;
  std::string out, err;
};

std::string shell_quoted(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs the binary with these arguments, stdin from /dev/null, and collects its outputs.
ProcessResult run_cli(const std::vector<std::string>& args) {
  char dir_template[] = "/tmp/nightrider_cli_test.XXXXXX";
  const char* dir = mkdtemp(dir_template);
  if (dir == nullptr) return {};
  const std::string out_path = std::string(dir) + "/out", err_path = std::string(dir) + "/err";
  std::string command = shell_quoted(nightrider::testing::nightrider_binary());
  for (const std::string& a : args) command += " " + shell_quoted(a);
  command += " </dev/null >" + shell_quoted(out_path) + " 2>" + shell_quoted(err_path);
  const int raw = std::system(command.c_str());
  ProcessResult r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + (WIFSIGNALED(raw) ? WTERMSIG(raw) : 0);
  r.out = slurp(out_path);
  r.err = slurp(err_path);
  std::remove(out_path.c_str());
  std::remove(err_path.c_str());
  rmdir(dir);
  return r;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The last whitespace-separated token of the text, as a number.
uint64_t last_number(const std::string& text) {
  std::istringstream in(text);
  std::string token, last;
  while (in >> token) last = token;
  return std::stoull(last);
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Bad input: exit status 2, nothing on stdout, exactly one line on stderr naming the problem.
void expect_bad_input(const std::vector<std::string>& args, const std::string& expected) {
  std::string shown;
  for (const auto& a : args) shown += " " + a;
  SCOPED_TRACE("nightrider" + shown);
  const ProcessResult r = run_cli(args);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  ASSERT_FALSE(r.err.empty());
  EXPECT_EQ(r.err.back(), '\n');
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_TRUE(contains(r.err, expected)) << "stderr: " << r.err << "expected: " << expected;
}

std::vector<testing::PerftRow> chess_rows() {
  std::vector<testing::PerftRow> rows;
  for (const auto& row : testing::perft_rows())
    if (row.variant == "chess") rows.push_back(row);
  return rows;
}

uint64_t expected_count(const testing::PerftRow& row, int depth) {
  for (const auto& [d, n] : row.counts)
    if (d == depth) return n;
  ADD_FAILURE() << "no depth " << depth << " for " << row.fen;
  return 0;
}

TEST(CliBasics, NoCommandPrintsTheHelp) {
  const ProcessResult r = run_cli({});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(contains(r.out, "Usage:"));
  for (const char* command : {"variants", "rules", "show", "moves", "perft"})
    EXPECT_TRUE(contains(r.out, command));
  EXPECT_EQ(r.err, "");
}

TEST(CliBasics, HelpAndVersion) {
  ProcessResult r = run_cli({"--help"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(contains(r.out, "Usage:"));
  for (const char* command : {"variants", "rules", "show", "moves", "perft"}) {
    SCOPED_TRACE(command);
    r = run_cli({command, "--help"});
    EXPECT_EQ(r.status, 0);
    EXPECT_TRUE(contains(r.out, "Usage:"));
    EXPECT_TRUE(contains(r.out, command));
  }
  r = run_cli({"--version"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("nightrider ", 0), 0u) << r.out;
}

TEST(CliErrors, EachKindOfBadInputGivesOneLineAndStatusTwo) {
  const std::string known = "(known: " + variant_names() + ")";
  // Bad FEN: the FEN reader's own message.
  expect_bad_input({"show", "--fen", "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
                   "bad FEN: rank 7 has 9 files, chess needs 8");
  expect_bad_input({"moves", "--fen", "4k3/8/8/8/8/8/8/8 w - - 0 1"}, "bad FEN: there is no white king");
  expect_bad_input({"perft", "--depth", "1", "--fen", ""}, "bad FEN: empty FEN");
  expect_bad_input(
      {"perft", "--depth", "2", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0"},
      "bad FEN: missing fullmove number");
  // Unknown variant, in every command that takes one.
  expect_bad_input({"show", "--variant", "xiangqi"}, "unknown variant 'xiangqi' " + known);
  expect_bad_input({"moves", "--variant", "Chess"}, "unknown variant 'Chess' " + known);
  expect_bad_input({"perft", "--variant", "x", "--depth", "1"}, "unknown variant 'x' " + known);
  expect_bad_input({"rules", "shogi"}, "unknown variant 'shogi' " + known);
  // Bad depth.
  for (const char* depth : {"0", "-1", "-20", "21", "abc", "3.5", "", "1e3", "99999999999999999999"})
    expect_bad_input({"perft", "--depth", depth}, "bad depth '" + std::string(depth) + "'");
  expect_bad_input({"perft", "--depth=-1"}, "bad depth '-1'");
  expect_bad_input({"perft"}, "--depth is required");
  // Unknown option, unknown command, missing or extra arguments.
  expect_bad_input({"show", "--colour", "red"}, "--colour");
  expect_bad_input({"--frobnicate"}, "--frobnicate");
  expect_bad_input({"play-chess"}, "unknown command 'play-chess'");
  expect_bad_input({"rules"}, "VARIANT is required");
  expect_bad_input({"show", "extra"}, "extra");
  // Bad language and bad move format.
  expect_bad_input({"rules", "chess", "--lang", "de"}, "unknown language 'de' (known: en, fr, nl)");
  expect_bad_input({"rules", "chess", "--lang", "EN"}, "unknown language 'EN'");
  expect_bad_input({"moves", "--format", "lan"}, "unknown move format 'lan' (known: san, uci)");
}

// Every kind of malformed FEN of the reader's table, given on the command line: status 2 and the one
// line that names it (cases with bytes a command line cannot carry are left to the reader's tests).
TEST(CliErrors, EveryKindOfBadFenExitsTwoWithItsMessage) {
  int run = 0;
  for (const testing::BadFen& c : testing::bad_chess_fens()) {
    if (c.fen.find('\0') != std::string::npos) continue;
    SCOPED_TRACE(c.kind);
    expect_bad_input({"show", "--fen", c.fen}, c.expected);
    ++run;
  }
  EXPECT_GE(run, 15);
}

TEST(CliPerft, ChessTotalsMatchTheReference) {
  for (const auto& row : chess_rows()) {
    for (const auto& [depth, nodes] : row.counts) {
      if (nodes > 200000) continue;  // the tests stay quick; the library tests go deeper
      SCOPED_TRACE(row.fen + " depth " + std::to_string(depth));
      const ProcessResult r = run_cli({"perft", "--fen", row.fen, "--depth", std::to_string(depth)});
      EXPECT_EQ(r.status, 0);
      EXPECT_EQ(r.out, std::to_string(nodes) + "\n");
      // The timing line goes to stderr.
      EXPECT_TRUE(
          contains(r.err, "depth " + std::to_string(depth) + ": " + std::to_string(nodes) + " nodes in "));
    }
  }
}

TEST(CliPerft, StartPositionIsTheDefault) {
  const auto rows = chess_rows();
  ASSERT_FALSE(rows.empty());
  ASSERT_EQ(rows[0].fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  const ProcessResult r = run_cli({"perft", "--depth", "3"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, std::to_string(expected_count(rows[0], 3)) + "\n");  // 8902
  const ProcessResult explicit_variant = run_cli({"perft", "--variant", "chess", "--depth", "3"});
  EXPECT_EQ(explicit_variant.out, r.out);
}

// --condition adds a condition to the variant (perft and moves): the count is the general path's on
// the rules with the condition; an unknown condition, an unsupported argument or a board the condition
// does not fit is bad input.
TEST(CliConditions, PerftAndMovesTakeConditionsByName) {
  auto rules = build_variant("chess");
  conditions::apply_circe(*rules, {});
  Position start = start_position(*rules);
  const ProcessResult r = run_cli({"perft", "--depth", "4", "--condition", "Circe"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, std::to_string(perft_general(*rules, start, 4)) + "\n");
  EXPECT_NE(r.out, "197281\n");  // the orthodox count
  // A capture with a rebirth, in the move list.
  const ProcessResult moves = run_cli(
      {"moves", "--fen", "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "--condition", "circe", "--format", "uci"});
  EXPECT_EQ(moves.status, 0);
  EXPECT_NE(moves.out.find("d1d5"), std::string::npos);
  expect_bad_input({"perft", "--depth", "1", "--condition", "Frobnicate"},
                   "unknown condition 'Frobnicate' (known: " + conditions::condition_names() +
                       "; or their French or German keywords or seed names, docs/conditions.md)");
  // Popeye's French and German keywords name a condition too (its declaration's names).
  const ProcessResult german = run_cli({"perft", "--depth", "2", "--condition", "EinsteinSchach"});
  const ProcessResult french = run_cli({"perft", "--depth", "2", "--condition", "EchecsEinstein"});
  const ProcessResult english = run_cli({"perft", "--depth", "2", "--condition", "EinsteinChess"});
  EXPECT_EQ(german.status, 0);
  EXPECT_EQ(german.out, english.out);
  EXPECT_EQ(french.out, english.out);
  expect_bad_input({"perft", "--depth", "1", "--condition", "Circe Einstein"},
                   "Circe Einstein is not supported yet");
  expect_bad_input({"perft", "--depth", "1", "--condition", "Circe April"},
                   "Circe April needs piece codes (April S B)");
  expect_bad_input({"moves", "--variant", "rococo", "--condition", "Circe"}, "Circe needs the 8x8 board");
}

// Popeye's shortcut keywords (a base condition with words), in any of its languages, mean on the command
// line what they mean in a problem: MarsMirrorCirce is MarsCirce Mirror, SpiegelCirce is Circe Mirror.
TEST(CliConditions, PopeyesShortcutKeywordsAreTheirBaseConditionWithItsWords) {
  auto perft_with = [](const char* condition) {
    const ProcessResult r = run_cli({"perft", "--depth", "3", "--condition", condition});
    EXPECT_EQ(r.status, 0) << condition << ": " << r.err;
    return r.out;
  };
  EXPECT_EQ(perft_with("MarsMirrorCirce"), perft_with("MarsCirce Mirror"));
  EXPECT_NE(perft_with("MarsMirrorCirce"), perft_with("MarsCirce"));
  EXPECT_EQ(perft_with("AntiMarsAntipodeanCirce"), perft_with("AntiMarsCirce Antipodes"));
  for (const char* mirror : {"MirrorCirce", "SpiegelCirce", "CirceMalefique", "MirrorCirce RexInclusive"})
    EXPECT_EQ(run_cli({"moves", "--fen", "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "--condition", mirror,
                       "--format", "uci"})
                  .out,
              run_cli({"moves", "--fen", "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "--condition", "Circe Mirror",
                       "--format", "uci"})
                  .out)
        << mirror;
}

TEST(CliPerft, DivideEndsWithTheTotal) {
  for (const auto& row : chess_rows()) {
    SCOPED_TRACE(row.fen);
    const uint64_t root_moves = expected_count(row, 1), total = expected_count(row, 2);
    const ProcessResult r = run_cli({"perft", "--fen", row.fen, "--depth", "2", "--divide"});
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(last_number(r.out), total);
    // One "move: count" line per root move, a blank line, the total; the counts add up.
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), root_moves + 2);
    EXPECT_EQ(lines[root_moves], "");
    uint64_t sum = 0;
    for (size_t i = 0; i < root_moves; ++i) {
      const auto colon = lines[i].find(": ");
      ASSERT_NE(colon, std::string::npos) << lines[i];
      sum += std::stoull(lines[i].substr(colon + 2));
    }
    EXPECT_EQ(sum, total);
  }
  // Depth 1: every root move counts 1.
  const ProcessResult r = run_cli({"perft", "--depth", "1", "--divide"});
  EXPECT_TRUE(contains(r.out, "e2e4: 1\n"));
  EXPECT_EQ(last_number(r.out), 20u);
}

TEST(CliMoves, CountEqualsPerftDepthOne) {
  for (const auto& row : chess_rows()) {
    SCOPED_TRACE(row.fen);
    const uint64_t expected = expected_count(row, 1);
    const ProcessResult san = run_cli({"moves", "--fen", row.fen});
    const ProcessResult uci = run_cli({"moves", "--fen", row.fen, "--format", "uci"});
    EXPECT_EQ(san.status, 0);
    EXPECT_EQ(uci.status, 0);
    EXPECT_EQ(lines_of(san.out).size(), expected);
    EXPECT_EQ(lines_of(uci.out).size(), expected);
    // The uci list names the same moves as perft --divide, and no move twice.
    const ProcessResult divide = run_cli({"perft", "--fen", row.fen, "--depth", "1", "--divide"});
    std::vector<std::string> from_divide;
    for (const auto& line : lines_of(divide.out))
      if (const auto colon = line.find(':'); colon != std::string::npos)
        from_divide.push_back(line.substr(0, colon));
    EXPECT_EQ(lines_of(uci.out), from_divide);
    auto sorted = lines_of(uci.out);
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end());
  }
}

TEST(CliMoves, FormatsAndOrder) {
  const ProcessResult san = run_cli({"moves"});
  const ProcessResult uci = run_cli({"moves", "--format", "uci"});
  EXPECT_EQ(san.out, "a3\na4\nNa3\nNc3\nb3\nb4\nc3\nc4\nd3\nd4\ne3\ne4\nf3\nf4\nNf3\nNh3\ng3\ng4\nh3\nh4\n");
  EXPECT_EQ(
      uci.out,
      "a2a3\na2a4\nb1a3\nb1c3\nb2b3\nb2b4\nc2c3\nc2c4\nd2d3\nd2d4\ne2e3\ne2e4\nf2f3\nf2f4\ng1f3\ng1h3\ng2g3\n"
      "g2g4\nh2h3\nh2h4\n");
  // Castling, promotion with its choices in the variant's order, check marks.
  const ProcessResult castling = run_cli({"moves", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"});
  EXPECT_TRUE(contains(castling.out, "\nO-O-O\n"));
  EXPECT_TRUE(contains(castling.out, "\nO-O\n"));
  EXPECT_TRUE(contains(castling.out, "Rxa8+\n"));
  const ProcessResult promotion =
      run_cli({"moves", "--fen", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "--format", "uci"});
  EXPECT_TRUE(contains(promotion.out, "b7b8q\nb7b8r\nb7b8b\nb7b8n\n"));
  // A mated side has no moves: nothing is printed, and that is not an error.
  const ProcessResult mated = run_cli({"moves", "--fen", "6k1/6Q1/6K1/8/8/8/8/8 b - - 0 1"});
  EXPECT_EQ(mated.status, 0);
  EXPECT_EQ(mated.out, "");
}

TEST(CliMoves, EveryBuiltVariantAgreesWithItsPerft) {
  // The command line must show the same legal moves as perft counts, whatever the variant.
  for (const VariantInfo& v : all_variants()) {
    try {
      v.make();
    } catch (const std::exception&) {
      continue;  // a variant still being written
    }
    SCOPED_TRACE(v.name);
    const ProcessResult moves = run_cli({"moves", "--variant", v.name, "--format", "uci"});
    const ProcessResult perft = run_cli({"perft", "--variant", v.name, "--depth", "1"});
    EXPECT_EQ(moves.status, 0) << moves.err;
    EXPECT_EQ(perft.status, 0) << perft.err;
    EXPECT_EQ(lines_of(moves.out).size(), last_number(perft.out));
    const ProcessResult san = run_cli({"moves", "--variant", v.name});
    EXPECT_EQ(lines_of(san.out).size(), lines_of(moves.out).size());
  }
}

TEST(CliShow, ContainsTheFenAndTheState) {
  ProcessResult r = run_cli({"show"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(contains(r.out, "FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"));
  EXPECT_TRUE(contains(r.out, "\u2654"));  // a white king glyph
  EXPECT_TRUE(contains(r.out, "    a b c d e f g h\n"));

  const std::string fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
  r = run_cli({"show", "--fen", fen, "--ascii"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(contains(r.out, "FEN: " + fen + "\n"));
  EXPECT_TRUE(contains(r.out, " 5  . . . p P p . .\n"));
  EXPECT_TRUE(contains(r.out, "En passant: f6\n"));
  EXPECT_TRUE(contains(r.out, "Castling: KQkq\n"));
  EXPECT_TRUE(contains(r.out, "Fullmove number: 3\n"));
  EXPECT_EQ(r.out.find("\u2654"), std::string::npos);  // --ascii: letters only

  r = run_cli({"show", "--fen", "6k1/6Q1/6K1/8/8/8/8/8 b - - 0 1"});
  EXPECT_TRUE(contains(r.out, "To move: Black (in check)\n"));
  EXPECT_TRUE(contains(r.out, "Game over: checkmate, White wins (1-0)\n"));
  r = run_cli({"show", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"});
  EXPECT_TRUE(contains(r.out, "Game over: stalemate, draw (1/2-1/2)\n"));
  r = run_cli({"show", "--fen", "7k/8/6K1/8/8/8/8/8 b - - 0 1"});
  EXPECT_TRUE(contains(r.out, "Draw by rule: insufficient material"));
}

TEST(CliShow, EveryBuiltVariantShowsItsStartFen) {
  for (const VariantInfo& v : all_variants()) {
    std::shared_ptr<const Rules> rules;
    try {
      rules = v.make();
    } catch (const std::exception&) {
      continue;
    }
    SCOPED_TRACE(v.name);
    for (const char* charset : {"--ascii", ""}) {
      std::vector<std::string> args = {"show", "--variant", v.name};
      if (*charset) args.push_back(charset);
      const ProcessResult r = run_cli(args);
      EXPECT_EQ(r.status, 0) << r.err;
      EXPECT_TRUE(contains(r.out, "FEN: " + rules->start_fen() + "\n"));
      // One line per rank, labelled, then the file letters.
      const int height = rules->geometry().height();
      EXPECT_TRUE(contains(r.out, std::to_string(height) + "  "));
      EXPECT_TRUE(
          contains(r.out, std::string(" ") + static_cast<char>('a' + rules->geometry().width() - 1) + "\n"));
    }
  }
}

TEST(CliRules, ChessInEveryLanguage) {
  for (const char* lang : {"en", "fr", "nl"}) {
    SCOPED_TRACE(lang);
    const ProcessResult r = run_cli({"rules", "chess", "--lang", lang});
    EXPECT_EQ(r.status, 0);
    EXPECT_GT(r.out.size(), 1000u);
    EXPECT_TRUE(contains(r.out, "O-O"));
    EXPECT_EQ(r.err, "");
  }
  EXPECT_EQ(run_cli({"rules", "chess"}).out, run_cli({"rules", "chess", "--lang", "en"}).out);
  // A condition's definition, by its number in `nightrider conditions`, its name or a game's name.
  const ProcessResult hole = run_cli({"rules", "75", "--lang", "fr"});
  EXPECT_EQ(hole.status, 0);
  EXPECT_TRUE(contains(hole.out, "75. Trou - Hole\nLes cases données sont des trous"));
  const ProcessResult game = run_cli({"rules", "chess+circe+madrasi"});
  EXPECT_EQ(game.status, 0);
  EXPECT_TRUE(contains(game.out, "Circe\nA captured unit other than a king goes back"));
  EXPECT_TRUE(
      contains(game.out, "\n\nMadrasi\nA unit attacked by an enemy unit of its own kind is paralysed"));
  EXPECT_TRUE(contains(run_cli({"rules", "anti-super-circe"}).out, "11. Anti-Super-Circé\n"));
  expect_bad_input({"rules", "chess+circe+nosuch"}, "unknown condition 'nosuch' in 'chess+circe+nosuch'");
  expect_bad_input({"rules", "99"}, "unknown variant '99'");
  EXPECT_TRUE(contains(run_cli({"rules", "75", "--lang", "nl"}).out,
                       "75. Trou - Hole\nDe gegeven velden zijn gaten"));
  expect_bad_input({"rules", "circe", "--lang", "de"},
                   "unknown language 'de' for a condition (known: en, fr, nl)");
}

TEST(Cli, ConditionsListsTheSeventyEightWithTheirGames) {
  const ProcessResult r = run_cli({"conditions"});
  EXPECT_EQ(r.status, 0);
  EXPECT_TRUE(contains(r.out, "\n 75  Trou - Hole "));
  EXPECT_TRUE(contains(r.out, "chess+circe-antipode\n"));
  EXPECT_TRUE(contains(r.out, "\n  1  Absorbant "));
  EXPECT_TRUE(contains(r.out, " of 78 in the solver, "));
  int rows = 0;
  for (size_t at = r.out.find('\n'); at != std::string::npos; at = r.out.find('\n', at + 1)) ++rows;
  EXPECT_EQ(rows, 80);  // the heading, 78 rows, the total
  EXPECT_NE(run_cli({"rules", "chess", "--lang", "fr"}).out, run_cli({"rules", "chess", "--lang", "nl"}).out);
}

TEST(CliVariants, ListsChessWithItsSummary) {
  const ProcessResult r = run_cli({"variants"});
  EXPECT_EQ(r.status, 0);
  const auto lines = lines_of(r.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines[0].rfind("chess ", 0), 0u);
  EXPECT_TRUE(contains(lines[0], all_variants()[0].summary));
}

}  // namespace
}  // namespace nightrider
