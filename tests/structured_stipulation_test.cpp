// Popeye's structured stipulations (SStipulation; solver/structured_stipulation.h): the grammar read
// across tokens as Popeye reads it, malformed texts named, each form mapped onto the plain stipulation
// it means (each mapping checked by running Popeye 4.104 on both spellings of a problem: the same text
// but for the stipulation line; see docs/popeye-input.md), the other forms refused by name. Then
// Popeye's own example problems of tests/data/structured_stipulations against Popeye's whole text.
#include "solver/structured_stipulation.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <variant>
#include <vector>

#include "solver/popeye_reader.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/solve_text.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using solver::plain_equivalent;
using solver::read_structured_stipulation;
using solver::StructuredReading;

// Reads `tokens` as the tokens of the input, from the first on.
struct TokenRun {
  StructuredReading reading;
  size_t tokens_taken = 0;  // how many tokens after the first the parser asked for
};
TokenRun read_tokens(const std::vector<std::string>& tokens) {
  TokenRun run;
  size_t next = 1;
  run.reading = read_structured_stipulation(tokens.at(0), [&]() -> std::optional<std::string_view> {
    ++run.tokens_taken;
    if (next >= tokens.size()) return std::nullopt;
    return std::string_view(tokens[next++]);
  });
  return run;
}

TEST(StructuredStipulation, ReadsAcrossTokensWherePopeyeAllowsBlanks) {
  // The parser looks at the token after the stipulation (to see whether & or | follows) and leaves it.
  TokenRun run = read_tokens({"3a[#]d", "pieces"});
  EXPECT_EQ(run.reading.error, "");
  EXPECT_EQ(run.reading.text, "3a[#]d");
  EXPECT_FALSE(run.reading.last_token_used);
  EXPECT_EQ(run.tokens_taken, 1u);
  run = read_tokens({"-", "5h[/1d[x]a{!+}]h", "option"});
  EXPECT_EQ(run.reading.error, "");
  EXPECT_EQ(run.reading.text, "-5h[/1d[x]a{!+}]h");
  run = read_tokens({"3a[#]d", "&", "-", "4hh[#]", "&", "4ad[#]", "&", "-", "4hh[=]", "pieces"});
  EXPECT_EQ(run.reading.error, "");
  EXPECT_EQ(run.reading.text, "3a[#]d&-4hh[#]&4ad[#]&-4hh[=]");
  run = read_tokens({"9s", "[-", "1d[x]a]"});  // (the end of the input after it)
  EXPECT_EQ(run.reading.error, "");
  EXPECT_EQ(run.reading.text, "9s[-1d[x]a]");
  EXPECT_FALSE(run.reading.last_token_used);
  run = read_tokens({"1h[-", "14hh[#]]h"});
  EXPECT_EQ(run.reading.text, "1h[-14hh[#]]h");
  run = read_tokens({"10", ":", "12hh[#]", "twin"});
  EXPECT_EQ(run.reading.text, "10:12hh[#]");
  run = read_tokens({"4hh[#]", "&", "(", "4ad[#]", "|", "4hh[=]", ")"});
  EXPECT_EQ(run.reading.error, "");
  EXPECT_EQ(run.reading.text, "4hh[#]&(4ad[#]|4hh[=])");
  // Goals that hold digits and letters: castling, a target square.
  run = read_tokens({"10:10s[1h[00]h]"});
  EXPECT_EQ(run.reading.error, "");
  run = read_tokens({"1a[za7]d"});
  EXPECT_EQ(run.reading.error, "");
  run = read_tokens({"15a[#]?+?d"});
  EXPECT_EQ(run.reading.error, "");
}

TEST(StructuredStipulation, MalformedTextsAreNamed) {
  const std::pair<std::vector<std::string>, std::string> cases[] = {
      {{"3a[#d"}, "expected ] after the nested branch"},
      {{"3a[#]d{!1a[#]d"}, "expected } after the constraint"},
      {{"0a[#]d"}, "unknown goal \"0a[#]d\""},
      {{"3x[#]"}, "expected the moves of a branch (a, d, h or s) after its length"},
      {{"3h[#]"}, "a help branch needs its second move, h"},
      {{"2da[#]|3a[#]d"}, "a defence branch cannot be joined with |"},
      {{"3a[#]d&#"}, "the operands of & are of different kinds"},
      {{"(3a[#]d"}, "expected ) after the parenthesised expression"},
      {{"3a[qq]d"}, "unknown goal \"qq]d\""},
      {{"3a[>#]d"}, "> stands before a nested branch of attack or help play only"},
      {{"3a[#]dx"}, "unexpected \"x\" after it"},
      {{"3:"}, "expected a branch's maximum length"},
      {{"-"}, "a goal or a branch is missing"},
      {{std::string(100, '(')}, "nested more than 64 deep"},
      {{std::string(65, '!') + "#"}, "nested more than 64 deep"},
  };
  for (const auto& [tokens, error] : cases) {
    SCOPED_TRACE(tokens.front());
    EXPECT_EQ(read_tokens(tokens).reading.error, error);
  }
}

// The plain stipulation a form means for the side written (true: White), or "refused: <what>".
std::string plain(const std::string& structured, bool white) {
  std::string refusal;
  const auto out = plain_equivalent(structured, white, refusal);
  if (!out) return "refused: " + refusal;
  std::string end;
  if (out->help_defence_end)
    end = std::string(out->help_defence_end->attack_first ? " then 3ad" : " then 2da") +
          (out->help_defence_end->written ? "" : " not written") +
          (out->help_defence_end->not_check ? " not after check" : "");
  if (out->goal_negated) end += " negated";
  return out->text + (out->post_key_play ? " PostKeyPlay" : "") + (out->quodlibet ? " Quodlibet" : "") + end;
}

TEST(StructuredStipulation, FormsThatArePlainStipulations) {
  // Each checked with Popeye 4.104: the same text for both spellings (BEISPIEL/sford.inp's problems
  // and positions of tests/data/structured_stipulations).
  EXPECT_EQ(plain("1a[#]d", true), "#1");
  EXPECT_EQ(plain("3a[#]d", true), "#2");
  EXPECT_EQ(plain("1a[za7]d", true), "za71");
  EXPECT_EQ(plain("3:3a[#]d", true), "exact-#2");
  EXPECT_EQ(plain("4ad[#]", true), "s#2");
  EXPECT_EQ(plain("-1d[#]a", true), "s#1 PostKeyPlay");
  EXPECT_EQ(plain("-5d[#]a", true), "s#3 PostKeyPlay");
  EXPECT_EQ(plain("-6da[#]", true), "#4 PostKeyPlay");
  EXPECT_EQ(plain("2hh[#]", false), "h#1");
  EXPECT_EQ(plain("4hh[x]", false), "hx2");
  EXPECT_EQ(plain("-3:3h[#]h", false), "exact-h#1.5");
  EXPECT_EQ(plain("2s[#]", true), "ser-#2");
  EXPECT_EQ(plain("1s[1h[#]h]", false), "ser-h#1");
  EXPECT_EQ(plain("10:10s[1h[00]h]", false), "exact-ser-h0010");
  EXPECT_EQ(plain("2s[1d[#]a]", true), "ser-s#2");
  EXPECT_EQ(plain("3a[>1a[#]d]d", true), "semi-r#2");
  EXPECT_EQ(plain("3a[>1a[#]d]d{!1a[#]d}", true), "r#2");
  EXPECT_EQ(plain("4a[#=]d[#=]", true), "s#=2 Quodlibet");
  EXPECT_EQ(plain("2hh[#]&1h[#]h", false), "reci-h#1");
  // Help play, then Black's move and White's mate (Popeye's help-direct mates; undeckbar.inp).
  EXPECT_EQ(plain("4hh[2da[#]]", false), "h#2 then 2da");
  EXPECT_EQ(plain("8hh[/2da[#]]", false), "h#4 then 2da not written");
  EXPECT_EQ(plain("6hh[/2da[#]{!+}]", false), "h#3 then 2da not written not after check");
  EXPECT_EQ(plain("4:4hh[/2da[#]{!+}]", false), "exact-h#2 then 2da not written not after check");
  // Help play of odd length, then White's #2 (helpdirectmate.inp); a negated goal in one move (sford.inp).
  EXPECT_EQ(plain("3h[3a[#]d]h", false), "h#1.5 then 3ad");
  EXPECT_EQ(plain("9h[3a[#]d]h", false), "h#4.5 then 3ad");
  EXPECT_EQ(plain("1a[!#]d", true), "#1 negated");
  EXPECT_EQ(plain("1a[!=]d", true), "=1 negated");
}

TEST(StructuredStipulation, OtherFormsAreRefusedByName) {
  // The side that begins must be the plain stipulation's: Black does not attack in "#2".
  EXPECT_EQ(plain("3a[#]d", false), "refused: this form for this side");
  EXPECT_EQ(plain("1d[#]a", false), "refused: this form for this side");  // (numbered 1. by Popeye)
  EXPECT_EQ(plain("2hh[#]", true), "refused: this form for this side");
  // Odd help lengths with hh[..] and even ones with h[..]h are not plain help play.
  EXPECT_EQ(plain("3hh[#]", false), "refused: this form for this side");
  EXPECT_EQ(plain("3a[#]d|4hh[#]", true), "refused: operands joined with & or |");
  EXPECT_EQ(plain("1h[#]h&2hh[#]", false),
            "refused: operands joined with & or |");  // (Popeye's order differs)
  EXPECT_EQ(plain("13h[1h[#]h]?+?h", false), "refused: a move under the condition ?+? (pser play)");
  EXPECT_EQ(plain("3:3a[!#]d", true), "refused: a negation !");
  EXPECT_EQ(plain("1a[!#]d", false), "refused: a negation !");
  EXPECT_EQ(plain("3h[5a[#]d]h", false), "refused: these nested branches");
  EXPECT_EQ(plain("4h[3a[#]d]h", false), "refused: these nested branches");
  EXPECT_EQ(plain("4h{!x}h[x]", false), "refused: a constraint {...}");
  EXPECT_EQ(plain("6hh[/2da[=]]", false), "refused: a nested branch whose moves are not written (/)");
  EXPECT_EQ(plain("3h[>1a[x]d]h", true), "refused: a nested branch that ends the play (>)");
  EXPECT_EQ(plain("10:12hh[#]", false), "refused: a minimum length (m:n)");
  EXPECT_EQ(plain("2s[3s[1h[#]h]]", true), "refused: these nested branches");
  EXPECT_EQ(plain("4hh[2ad[#]]", false), "refused: these nested branches");
  // Help play ending in "2da[#]": Black's side, even lengths, "m:m" only.
  EXPECT_EQ(plain("4hh[2da[#]]", true), "refused: these nested branches");
  EXPECT_EQ(plain("5hh[2da[#]]", false), "refused: these nested branches");
  EXPECT_EQ(plain("2:4hh[2da[#]]", false), "refused: a minimum length (m:n)");
  EXPECT_EQ(plain("4hh[4da[#]]", false), "refused: these nested branches");
  EXPECT_EQ(plain("6hh[/2da[#]{!x}]", false), "refused: a constraint {...}");
  // exact- only where checked against Popeye (direct, help, series help play).
  EXPECT_EQ(plain("4:4ad[#]", true), "refused: a minimum length (m:n)");
  // Proof games are no plain stipulation of direct play.
  EXPECT_EQ(plain("15a[a=>b]d", true), "refused: a proof game's goal");
  // A long text is no form the solver knows.
  std::string long_text = "2hh[#]";
  for (int i = 0; i < 30; ++i) long_text += "&2hh[#]";
  EXPECT_EQ(plain(long_text, false), "refused: operands joined with & or |");
  // A malformed text read as far as it goes is named, not run out of stack: 100000 tokens "(".
  const std::vector<std::string> parentheses(100000, "(");
  EXPECT_EQ(read_tokens(parentheses).reading.error, "nested more than 64 deep");
}

std::string reading_error(const std::string& text) {
  const auto problems = solver::read_problems(text);
  if (problems.size() != 1 || !std::holds_alternative<solver::ProblemError>(problems[0])) return "(read)";
  return std::get<solver::ProblemError>(problems[0]).message;
}

TEST(StructuredStipulation, TheReaderNamesMalformedInput) {
  EXPECT_EQ(
      reading_error("beginproblem\nsstipulation green 3a[#]d\npieces white ke1 black ke8\nendproblem\n"),
      "expected White or Black before the structured stipulation, found \"green\"");
  EXPECT_EQ(reading_error("beginproblem\nsstipulation white 3a[#d\npieces white ke1 black ke8\nendproblem\n"),
            "structured stipulation \"3a[#\": expected ] after the nested branch");
  EXPECT_EQ(reading_error("beginproblem\nsstipulation white\n"),
            "missing structured stipulation (end of the file)");
}

TEST(StructuredStipulation, TheHeaderAndTheRefusal) {
  // White's rook mates in 1 (worked out by hand): Popeye writes the side and the text under the board.
  const std::string mate =
      "beginproblem\nsstipulation white 1a[#]d\npieces white kg6 ra1 black kg8\nendproblem\n";
  const testing::SolvedText solved = testing::solve_problem_text(mate);
  EXPECT_NE(solved.out.find("  White 1a[#]d                2 + 1\n"), std::string::npos) << solved.out;
  EXPECT_NE(solved.out.find("   1.Ra1-a8 # !"), std::string::npos) << solved.out;
  // A form the solver does not know: refused by name, the header still written.
  const testing::SolvedText refused = testing::solve_problem_text(
      "beginproblem\nsstipulation white 3a[#]d | 4hh[#]\npieces white kg6 ra1 black kg8\nendproblem\n");
  EXPECT_NE(refused.out.find("  White 3a[#]d|4hh[#]"), std::string::npos) << refused.out;
  EXPECT_NE(
      (refused.out + refused.err)
          .find("structured stipulation 3a[#]d|4hh[#] with operands joined with & or | is not supported yet"),
      std::string::npos)
      << refused.out << refused.err;
}

TEST(StructuredStipulation, OptionsNotComparedWithPopeyeAreRefusedByName) {
  // The forms solved here were checked against Popeye without these options: the first one set is named.
  const auto refusal = [](const std::string& stipulation, const std::string& options) {
    const testing::SolvedText solved = testing::solve_problem_text(
        "beginproblem\nsstipulation " + stipulation + "\npieces white kc6 qd1 rh4 black ka8 pa7\noption " +
        options + "\nendproblem\n");
    const std::string text = solved.out + solved.err;
    const size_t at = text.find("structured stipulation");
    return at == std::string::npos ? text : text.substr(at, text.find('\n', at) - at);
  };
  EXPECT_EQ(refusal("white 1a[!#]d", "try"),
            "structured stipulation 1a[!#]d with option Try is not supported yet");
  EXPECT_EQ(refusal("white 1a[!#]d", "duplex setplay"),
            "structured stipulation 1a[!#]d with option SetPlay is not supported yet");
  EXPECT_EQ(refusal("black 4hh[2da[#]]", "maxsolutions 3 intelligent"),
            "structured stipulation 4hh[2da[#]] with option Intelligent is not supported yet");
  EXPECT_EQ(refusal("black 4hh[2da[#]]", "halfduplex"),
            "structured stipulation 4hh[2da[#]] with option Duplex is not supported yet");
}

TEST(StructuredStipulation, TheCommandLineExitsWithStatusTwoOnAMalformedOne) {
  char path[] = "/tmp/nightrider_sstip_test.XXXXXX";
  const int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  const std::string problem =
      "beginproblem\nsstipulation white 3a[#d\npieces white ke1 black ke8\nendproblem\n";
  ASSERT_EQ(write(fd, problem.data(), problem.size()), static_cast<ssize_t>(problem.size()));
  close(fd);
  const std::string err_path = std::string(path) + ".err";
  const std::string command =
      std::string(testing::nightrider_binary()) + " solve --quiet " + path + " >/dev/null 2>" + err_path;
  const int raw = std::system(command.c_str());
  const std::string err = testing::read_text_file(err_path);
  std::remove(path);
  std::remove(err_path.c_str());
  ASSERT_TRUE(WIFEXITED(raw));
  EXPECT_EQ(WEXITSTATUS(raw), 2);
  EXPECT_NE(err.find(std::string("error: ") + path +
                     ":2:20: structured stipulation \"3a[#\": expected ] after the nested branch\n"),
            std::string::npos)
      << err;
}

std::string structured_dir() { return std::string(testing::test_data_dir()) + "/structured_stipulations"; }

class StructuredStipulationProblems : public ::testing::TestWithParam<std::string> {};

TEST_P(StructuredStipulationProblems, PopeyesTextToTheLetter) {
  const std::string base = structured_dir() + "/" + GetParam();
  const testing::SolvedText solved = testing::solve_problem_text(testing::read_text_file(base + ".inp"));
  EXPECT_EQ(testing::comparable_popeye_text(solved.out),
            testing::comparable_popeye_text(testing::read_text_file(base + ".out")))
      << solved.err;
}

INSTANTIATE_TEST_SUITE_P(Popeye, StructuredStipulationProblems,
                         ::testing::ValuesIn(testing::problem_names_in(structured_dir())),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace nightrider
