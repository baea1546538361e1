// The Popeye input reader (src/solver/popeye_reader.*): every problem of the reference set reads, with
// the language, stipulations, twin count, diagram and twin headings Popeye's own output shows; units
// and twins come out exactly; each kind of bad input is one error with its place, and the problem
// after it still reads; the three languages and Popeye's abbreviations.
#include "solver/popeye_reader.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "solver/popeye_language.h"
#include "solver/popeye_tables.h"
#include "test_support.h"

namespace nightrider::solver {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The one problem of a text that must read without error.
Problem one_problem(const std::string& text) {
  const auto problems = read_problems(text);
  EXPECT_EQ(problems.size(), 1u);
  if (problems.empty()) return {};
  if (const auto* e = std::get_if<ProblemError>(&problems[0])) {
    ADD_FAILURE() << "line " << e->where.line << ", column " << e->where.column << ": " << e->message;
    return {};
  }
  return std::get<Problem>(problems[0]);
}

std::string unit_text(const Unit& u) {
  std::string s(1, u.colour == UnitColour::White ? 'w' : u.colour == UnitColour::Black ? 'b' : 'n');
  for (const auto& a : u.attributes) s += "[" + a + "]";
  return s + u.kind + square_name(u.square);
}

std::string units_text(const std::vector<Unit>& units) {
  std::string s;
  for (const auto& u : units) s += (s.empty() ? "" : " ") + unit_text(u);
  return s;
}

// ---------------------------------------------------------------------------------------------------
// (a) The reference set

struct ManifestRow {
  std::string language, stipulation;
};

std::map<std::string, ManifestRow> manifest() {
  std::map<std::string, ManifestRow> rows;
  std::ifstream in(testing::shared_path("testdata/problems/manifest.tsv"));
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string name, language, stipulation;
    std::getline(fields, name, '\t');
    std::getline(fields, language, '\t');
    std::getline(fields, stipulation, '\t');
    if (name != "name") rows[name] = {language, stipulation};
  }
  return rows;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

std::string english_of(const std::string& code, const std::string& language) {
  for (const auto& p : popeye::kPieces) {
    std::string c = language == "de" ? p.de : language == "fr" ? p.fr : p.en;
    for (char& ch : c) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (c == code) {
      std::string e = p.en;
      for (char& ch : e) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      return e;
    }
  }
  return "?" + code;
}

// The first diagram of a Popeye output: square -> "K", "-T", "=B", "AN", ...
std::map<std::string, std::string> first_diagram(const std::vector<std::string>& lines) {
  std::map<std::string, std::string> cells;
  std::size_t i = 0;
  while (i < lines.size() && lines[i].rfind("+---a", 0) != 0) ++i;
  static const std::regex rank_line(R"(^([1-8])(.{32})   [1-8]$)");
  for (++i; i < lines.size() && lines[i].rfind("+---a", 0) != 0; ++i) {
    std::smatch m;
    if (!std::regex_match(lines[i], m, rank_line)) continue;
    const std::string row = m[2];
    for (int f = 0; f < 8; ++f) {
      std::string cell = row.substr(4 * static_cast<std::size_t>(f), 4);
      cell.erase(0, cell.find_first_not_of(' '));
      if (!cell.empty() && cell != ".") cells[std::string(1, static_cast<char>('a' + f)) + m[1].str()] = cell;
    }
  }
  return cells;
}

// The twin headings of a Popeye output (after the first diagram), continuation lines joined.
std::vector<std::string> twin_headings(const std::vector<std::string>& lines) {
  std::vector<std::string> headings;
  int borders = 0;
  static const std::regex heading(R"(^\+?([a-z]|z[0-9]+)\)( .*)?$)");
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("+---a", 0) == 0) ++borders;
    if (borders < 2 || !std::regex_match(lines[i], heading)) continue;
    std::string h = lines[i];
    for (std::size_t j = i + 1; j < lines.size() && lines[j].rfind("   ", 0) == 0; ++j) {
      const auto start = lines[j].find_first_not_of(' ');
      if (start == std::string::npos || lines[j].compare(start, 2, "1.") == 0) break;
      h += "  " + lines[j].substr(start);
    }
    headings.push_back(h);
  }
  return headings;
}

// A heading's items: separated by two blanks or, for a twin's further condition lines, a line break.
std::vector<std::string> split_items(const std::string& heading) {
  std::string s = heading;
  for (char& c : s)
    if (c == '\n') c = ' ';
  std::vector<std::string> items;
  std::size_t pos = 0;
  while (pos < s.size()) {
    std::size_t next = s.find("  ", pos);
    if (next == std::string::npos) next = s.size();
    std::string item = s.substr(pos, next - pos);
    item.erase(0, item.find_first_not_of(' '));
    if (!item.empty()) items.push_back(item);
    pos = next + 2;
  }
  return items;
}

// A German heading item in English: colour letters w/s/n -> w/b/n, piece codes, twinning words.
std::string heading_item_in_english(const std::string& item, const std::string& language) {
  if (language != "de") return item;
  static const std::map<std::string, std::string> words = {
      {"Drehung", "rotate"}, {"Spiegelung", "mirror"}, {"Farbwechsel", "PolishType"}, {"Verschiebung", "shift"}};
  for (const auto& [de, en] : words)
    if (item.rfind(de, 0) == 0) return en + item.substr(de.size());
  auto colour = [](const std::string& c) { return c == "s" ? std::string("b") : c; };
  std::smatch m;
  static const std::regex change(R"(^([+-]?)([wsn])([a-z]*)([A-Z0-9]{1,2})([a-h][1-8])$)");
  static const std::regex motion(R"(^([wsn])([a-z]*)([A-Z0-9]{1,2})([a-h][1-8])(-->|<-->)(?:([wsn])([a-z]*)([A-Z0-9]{1,2}))?([a-h][1-8])$)");
  static const std::regex substitute(R"(^([A-Z0-9]{1,2}) ==> ([A-Z0-9]{1,2})$)");
  if (std::regex_match(item, m, change))
    return m[1].str() + colour(m[2]) + m[3].str() + english_of(m[4], language) + m[5].str();
  if (std::regex_match(item, m, motion)) {
    std::string s = colour(m[1]) + m[2].str() + english_of(m[3], language) + m[4].str() + m[5].str();
    if (m[6].matched) s += colour(m[6]) + m[7].str() + english_of(m[8], language);
    return s + m[9].str();
  }
  if (std::regex_match(item, m, substitute)) return english_of(m[1], language) + " ==> " + english_of(m[2], language);
  return item;
}

bool is_condition_twin(const std::string& heading_items_joined) {
  // Conditions are written in the output language; the reader writes English.
  return heading_items_joined.find("Circe") != std::string::npos ||
         heading_items_joined.find("Chess") != std::string::npos ||
         heading_items_joined.find("Schach") != std::string::npos ||
         heading_items_joined.find("Zwangsfeld") != std::string::npos ||
         heading_items_joined.find("Mover") != std::string::npos ||
         heading_items_joined.find("Sentinelles") != std::string::npos;
}

TEST(PopeyeReader, ReadsEveryProblemOfTheReferenceSet) {
  const auto rows = manifest();
  ASSERT_EQ(rows.size(), 434u);
  // The manifest cut "dia 1" (the length apart from the goal) at the blank.
  const std::map<std::string, std::string> manifest_cut = {{"fairy_rg_4_51_to_4_53__002", "dia1"}};
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(testing::shared_path("testdata/problems/popeye"))) {
    if (entry.path().extension() != ".inp") continue;
    const std::string name = entry.path().stem().string();
    SCOPED_TRACE(name);
    ++files;
    const auto problems = read_problems(read_file(entry.path().string()));
    ASSERT_EQ(problems.size(), 1u);
    if (const auto* e = std::get_if<ProblemError>(&problems[0]))
      FAIL() << "line " << e->where.line << ", column " << e->where.column << ": " << e->message;
    const Problem& p = std::get<Problem>(problems[0]);
    ASSERT_TRUE(rows.count(name));
    const ManifestRow& row = rows.at(name);
    EXPECT_EQ(p.input_language, row.language);
    ASSERT_FALSE(p.twins.empty());

    // Stipulations: the first twin's, then those the twins change (their heading names them).
    std::string stipulations = p.twins[0].stipulation.text;
    for (std::size_t i = 1; i < p.twins.size(); ++i) {
      std::string lower = p.twins[i].stipulation.text;
      for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      for (const auto& item : split_items(p.twins[i].heading))
        if (item == lower) stipulations += " / " + p.twins[i].stipulation.text;
    }
    // (The manifest has a stipulation as the problem types it; the reader keeps it as Popeye writes it,
    // in lower case: "H#1" is "h#1".)
    std::string stipulation_as_written = manifest_cut.count(name) ? manifest_cut.at(name) : row.stipulation;
    for (char& c : stipulation_as_written) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    EXPECT_EQ(stipulations, stipulation_as_written);

    // Twins: as many as Popeye's output has headings, with the same labels and (but for conditions,
    // which the output writes in its language) the same headings.
    const auto out = lines_of(read_file(testing::shared_path("testdata/problems/popeye/" + name + ".out")));
    const auto headings = twin_headings(out);
    if (headings.empty()) {
      EXPECT_EQ(p.twins.size(), 1u);
      EXPECT_EQ(p.twins[0].label, "");
    } else {
      ASSERT_EQ(p.twins.size(), headings.size());
      for (std::size_t i = 0; i < headings.size(); ++i) {
        const auto close = headings[i].find(')');
        EXPECT_EQ(p.twins[i].label, headings[i].substr(0, close + 1));
        std::vector<std::string> expected;
        for (const auto& item : split_items(headings[i].substr(close + 1)))
          expected.push_back(heading_item_in_english(item, p.input_language));
        std::string joined;
        for (const auto& item : expected) joined += item + "|";
        if (p.input_language != "en" && is_condition_twin(joined)) continue;
        EXPECT_EQ(split_items(p.twins[i].heading), expected) << "twin " << p.twins[i].label;
      }
    }

    // The diagram: the first twin's units (the zero position is not a twin, so not for those).
    if (p.twins[0].label == "a)" && !p.twins[0].heading.empty()) continue;
    std::map<std::string, std::string> ours;
    for (const auto& u : p.twins[0].units)
      ours[square_name(u.square)] =
          std::string(u.colour == UnitColour::Black ? "-" : u.colour == UnitColour::Neutral ? "=" : "") + u.kind;
    std::map<std::string, std::string> expected;
    for (const auto& [square, cell] : first_diagram(out)) {
      const bool marked = cell[0] == '-' || cell[0] == '=';
      expected[square] = (marked ? cell.substr(0, 1) : "") + english_of(marked ? cell.substr(1) : cell, p.input_language);
    }
    EXPECT_EQ(ours, expected);
  }
  EXPECT_EQ(files, 434);
}

// ---------------------------------------------------------------------------------------------------
// (b) Units of a few problems, exactly

TEST(PopeyeReader, UnitsOfAnEnglishProblem) {
  const Problem p = one_problem(read_file(testing::shared_path("testdata/problems/popeye/fairy_all_in_chess__001.inp")));
  ASSERT_EQ(p.twins.size(), 1u);
  EXPECT_EQ(units_text(p.twins[0].units), "wKe3 wPe2 bKc4 bBd1 bBe1 bPg3");
  EXPECT_EQ(p.authors, std::vector<std::string>{"Chris Tylor"});
  EXPECT_EQ(p.origins, std::vector<std::string>{"The Problemist 2024"});
  EXPECT_EQ(p.twins[0].stipulation.text, "h#2.5");
  ASSERT_EQ(p.twins[0].conditions.size(), 1u);
  EXPECT_EQ(p.twins[0].conditions[0].name, "HalfInChess");
  EXPECT_EQ(p.twins[0].conditions[0].where.line, 8);
  EXPECT_EQ(p.twins[0].conditions[0].where.column, 11);
}

TEST(PopeyeReader, UnitsOfGermanProblems) {
  // German codes (T, L, S, B) in English; LaTeX piece definitions skipped; a twin changing the stipulation.
  const Problem twin = one_problem(read_file(testing::shared_path("testdata/problems/popeye/ortho_bs_twin__001.inp")));
  EXPECT_EQ(twin.input_language, "de");
  EXPECT_EQ(twin.authors, std::vector<std::string>{"M. Tomasevi\\'c"});
  ASSERT_EQ(twin.twins.size(), 2u);
  EXPECT_EQ(units_text(twin.twins[0].units), "wKc8 wPe7 bKa6 bRf7");
  EXPECT_EQ(twin.twins[1].stipulation.text, "h=2");
  EXPECT_EQ(twin.twins[1].heading, "h=2");
  EXPECT_TRUE(twin.twins[0].options.duplex);

  // A neutral unit (neut bf2) and abbreviated German keywords.
  const Problem neutral = one_problem(read_file(testing::shared_path("testdata/problems/popeye/fairy_brunner__002.inp")));
  EXPECT_EQ(units_text(neutral.twins[0].units), "wKa6 bKh2 nPf2");
  EXPECT_EQ(neutral.twins[0].stipulation.text, "ser-h#11");
  EXPECT_EQ(neutral.authors, std::vector<std::string>{"?"});

  // Forsyth notation, with German letters.
  const Problem forsyth = one_problem(
      "AnfangProblem\nForderung h#2\nForsyth 8/8/8/8/8/7K/4SkS1/8\nEndeProblem\n");
  EXPECT_EQ(units_text(forsyth.twins[0].units), "wKh3 wSe2 bKf2 wSg2");

  // Piece attributes apply to the whole group; Royal to the next piece code only.
  const Problem attributes = one_problem(
      "AnfangProblem\nForderung #2\nSteine Weiss Kamikaze Koeniglich Ta1 Sb1c1 Schwarz Ke8\nEndeProblem\n");
  EXPECT_EQ(units_text(attributes.twins[0].units),
            "w[Royal][Kamikaze]Ra1 w[Kamikaze]Sb1 w[Kamikaze]Sc1 bKe8");
}

// ---------------------------------------------------------------------------------------------------
// (c) Twins

const char* const kTwinBase =
    "BeginProblem\n"
    "Stipulation #2\n"
    "Pieces White Ke1 Rh1 Bc1 Pe2 Black Ke8 Qd8 Pe7\n";

std::vector<ProblemTwin> twins_of(const std::string& twins) {
  return one_problem(std::string(kTwinBase) + twins + "EndProblem\n").twins;
}

TEST(PopeyeReader, TwinMoveExchangeRemoveAdd) {
  const auto t = twins_of(
      "Twin Move e1 f1\n"
      "Twin Move h1 e7\n"
      "Twin Exchange e1 d8\n"
      "Twin Remove e2c1\n"
      "Twin Add Black Sa1 White Qd8\n");
  ASSERT_EQ(t.size(), 6u);
  EXPECT_EQ(t[0].label, "a)");
  EXPECT_EQ(t[0].heading, "");
  EXPECT_EQ(units_text(t[0].units), "wKe1 wRh1 wBc1 wPe2 bKe8 bQd8 bPe7");
  EXPECT_EQ(t[1].label, "b)");
  EXPECT_EQ(t[1].heading, "wKe1-->f1");
  EXPECT_EQ(units_text(t[1].units), "wKf1 wRh1 wBc1 wPe2 bKe8 bQd8 bPe7");
  // Each twin starts again from the diagram; a move onto a unit removes it.
  EXPECT_EQ(t[2].heading, "-bPe7  wRh1-->e7");
  EXPECT_EQ(units_text(t[2].units), "wKe1 wRe7 wBc1 wPe2 bKe8 bQd8");
  EXPECT_EQ(t[3].heading, "wKe1<-->bQd8");
  EXPECT_EQ(units_text(t[3].units), "wKd8 wRh1 wBc1 wPe2 bKe8 bQe1 bPe7");
  EXPECT_EQ(t[4].heading, "-wPe2  -wBc1");
  EXPECT_EQ(units_text(t[4].units), "wKe1 wRh1 bKe8 bQd8 bPe7");
  // Added on an empty square: "+"; on an occupied square: the unit replaced, no sign.
  EXPECT_EQ(t[5].heading, "+bSa1  wQd8");
  EXPECT_EQ(units_text(t[5].units), "wKe1 wRh1 wBc1 wPe2 bKe8 bPe7 bSa1 wQd8");
}

TEST(PopeyeReader, TwinRotateMirrorShift) {
  const auto t = twins_of(
      "Twin Rotate 90\n"
      "Twin Rotate 180\n"
      "Twin Rotate 270\n"
      "Twin Mirror a1<-->h1\n"
      "Twin Mirror a1<-->a8\n"
      "Twin Mirror a1<-->h8\n"
      "Twin Mirror a8<-->h1\n");
  ASSERT_EQ(t.size(), 8u);
  EXPECT_EQ(t[1].heading, "rotate 90");
  EXPECT_EQ(units_text(t[1].units), "wKh5 wRh8 wBh3 wPg5 bKa5 bQa4 bPb5");
  EXPECT_EQ(t[2].heading, "rotate 180");
  EXPECT_EQ(units_text(t[2].units), "wKd8 wRa8 wBf8 wPd7 bKd1 bQe1 bPd2");
  EXPECT_EQ(t[3].heading, "rotate 270");
  EXPECT_EQ(units_text(t[3].units), "wKa4 wRa1 wBa6 wPb4 bKh4 bQh5 bPg4");
  EXPECT_EQ(t[4].heading, "mirror a1<-->h1");
  EXPECT_EQ(units_text(t[4].units), "wKd1 wRa1 wBf1 wPd2 bKd8 bQe8 bPd7");
  EXPECT_EQ(t[5].heading, "mirror a1<-->a8");
  EXPECT_EQ(units_text(t[5].units), "wKe8 wRh8 wBc8 wPe7 bKe1 bQd1 bPe2");
  EXPECT_EQ(t[6].heading, "mirror a1<-->h8");
  EXPECT_EQ(units_text(t[6].units), "wKh4 wRh1 wBh6 wPg4 bKa4 bQa5 bPb4");
  EXPECT_EQ(t[7].heading, "mirror a8<-->h1");
  EXPECT_EQ(units_text(t[7].units), "wKa5 wRa8 wBa3 wPb5 bKh5 bQh4 bPg5");
  // Shift e1 e2 would push e8 off the board.
  const auto problems = read_problems(std::string(kTwinBase) + "Twin Shift e1 e2\nEndProblem\n");
  ASSERT_EQ(problems.size(), 1u);
  ASSERT_TRUE(std::holds_alternative<ProblemError>(problems[0]));
  EXPECT_NE(std::get<ProblemError>(problems[0]).message.find("off the board"), std::string::npos);
  // A shift that keeps everything on the board.
  const auto shifted = one_problem(
      "BeginProblem\nStipulation #2\nPieces White Ka1 Qb2 Black Kc4\nTwin Shift a1 b2\nEndProblem\n").twins;
  ASSERT_EQ(shifted.size(), 2u);
  EXPECT_EQ(shifted[1].heading, "shift a1 ==> b2");
  EXPECT_EQ(units_text(shifted[1].units), "wKb2 wQc3 bKd5");
}

TEST(PopeyeReader, TwinContinuedStipulationConditionPolishSubstitute) {
  const auto t = twins_of(
      "Twin Remove e2\n"
      "Twin Continued Remove c1 Stipulation h#2.5\n"
      "Twin Continued Move h1 h8\n"
      "Twin Condition Circe Madrasi\n"
      "Twin PolishType\n"
      "Twin Substitute r q\n");
  ASSERT_EQ(t.size(), 7u);
  EXPECT_EQ(t[1].label, "b)");
  EXPECT_EQ(units_text(t[1].units), "wKe1 wRh1 wBc1 bKe8 bQd8 bPe7");
  // Continued: applied to b), not to the diagram; the heading names only its own changes.
  EXPECT_EQ(t[2].label, "+c)");
  EXPECT_EQ(t[2].heading, "-wBc1  h#2.5");
  EXPECT_EQ(units_text(t[2].units), "wKe1 wRh1 bKe8 bQd8 bPe7");
  EXPECT_EQ(t[2].stipulation.text, "h#2.5");
  EXPECT_EQ(t[2].stipulation.play, Play::Help);
  EXPECT_EQ(t[3].label, "+d)");
  EXPECT_EQ(t[3].heading, "wRh1-->h8");
  EXPECT_EQ(units_text(t[3].units), "wKe1 wRh8 bKe8 bQd8 bPe7");
  EXPECT_EQ(t[3].stipulation.text, "h#2.5");
  // Not continued: back to the diagram and its stipulation.
  EXPECT_EQ(t[4].label, "e)");
  EXPECT_EQ(t[4].stipulation.text, "#2");
  EXPECT_EQ(units_text(t[4].units), units_text(t[0].units));
  ASSERT_EQ(t[4].conditions.size(), 2u);
  EXPECT_EQ(t[4].conditions[0].name, "Circe");
  EXPECT_EQ(t[4].conditions[1].name, "Madrasi");
  EXPECT_EQ(t[4].heading, "Circe\n   Madrasi");  // each further condition on a line of its own, as Popeye writes
  EXPECT_TRUE(t[5].conditions.empty());
  EXPECT_EQ(t[5].heading, "PolishType");
  EXPECT_EQ(units_text(t[5].units), "bKe1 bRh1 bBc1 bPe2 wKe8 wQd8 wPe7");
  EXPECT_EQ(t[6].heading, "R ==> Q");
  EXPECT_EQ(units_text(t[6].units), "wKe1 wQh1 wBc1 wPe2 bKe8 bQd8 bPe7");
}

TEST(PopeyeReader, ZeroPositionAndConditionTwins) {
  const Problem p = one_problem(
      "AnfangProblem\nForderung h#2\nBedingung Circe\nSteine Weiss Ke1 Schwarz Kh8 Ta8\n"
      "NullStellung versetze a8 b8\nZwilling versetze a8 c8\nZwilling Bedingung SpiegelCirce\n"
      "Zwilling ferner Bedingung Chamaeleoncirce s l t d s\nEndeProblem\n");
  ASSERT_EQ(p.twins.size(), 4u);
  EXPECT_EQ(p.twins[0].label, "a)");
  EXPECT_EQ(p.twins[0].heading, "bRa8-->b8");
  EXPECT_EQ(p.twins[1].heading, "bRa8-->c8");
  EXPECT_EQ(units_text(p.twins[1].units), "wKe1 bKh8 bRc8");
  EXPECT_EQ(p.twins[2].heading, "Circe Mirror");
  EXPECT_EQ(p.twins[2].conditions.size(), 1u);
  EXPECT_EQ(p.twins[2].conditions[0].name, "MirrorCirce");
  EXPECT_EQ(p.twins[3].label, "+d)");
  EXPECT_EQ(p.twins[3].heading, "Circe Chameleon Q->S->B->R->Q");
  ASSERT_EQ(p.twins[3].conditions.size(), 1u);
  EXPECT_EQ(p.twins[3].conditions[0].arguments, (std::vector<std::string>{"S", "B", "R", "Q", "S"}));
}

// ---------------------------------------------------------------------------------------------------
// (d) Bad input: the error's place and message, and the next problem still reads

const char* const kGood = "BeginProblem\nStipulation #1\nPieces White Kb6 Qa1 Black Ka8\nEndProblem\n";

struct Bad {
  std::string text;
  int line, column;
  std::string message;
};

void expect_error_then_good(const Bad& bad) {
  SCOPED_TRACE(bad.text.substr(0, 200));
  const auto problems = read_problems(bad.text + kGood);
  ASSERT_EQ(problems.size(), 2u);
  ASSERT_TRUE(std::holds_alternative<ProblemError>(problems[0]));
  const auto& e = std::get<ProblemError>(problems[0]);
  EXPECT_EQ(e.where.line, bad.line);
  EXPECT_EQ(e.where.column, bad.column);
  EXPECT_NE(e.message.find(bad.message), std::string::npos) << e.message;
  EXPECT_EQ(e.message.find('\n'), std::string::npos);
  ASSERT_TRUE(std::holds_alternative<Problem>(problems[1]))
      << std::get<ProblemError>(problems[1]).message;
  const Problem& good = std::get<Problem>(problems[1]);
  EXPECT_EQ(good.twins.size(), 1u);
  EXPECT_EQ(units_text(good.twins[0].units), "wKb6 wQa1 bKa8");
}

TEST(PopeyeReader, BadInputIsAnErrorWithItsPlace) {
  const std::vector<Bad> cases = {
      {"BeginProblem\nStipulation #2\nPices White Ke1\nEndProblem\n", 3, 1, "unknown keyword \"Pices\""},
      {"BeginProblem\nStipulation #x\nPieces White Ke1 Black Ke8\nEndProblem\n", 2, 13,
       "unknown stipulation \"#x\""},
      {"BeginProblem\nAuthor A. Composer\nOrigin Somewhere\nTitle A title\nStipulation #2\n"
       "Pieces White Ke1 Black Ke8\nCondition Foobar\nEndProblem\n",
       7, 11, "unknown condition \"Foobar\""},
      // ("Foo" alone would be Popeye's abbreviation of Football.)
      {"BeginProblem\nStipulation #2\nCondition Circe Foobar\nEndProblem\n", 3, 17,
       "unknown condition \"Foobar\""},
      {"BeginProblem\nStipulation #2\nOption Variation Bar\nEndProblem\n", 3, 18, "unknown option \"Bar\""},
      {"BeginProblem\nStipulation #2\nPieces White Ke1 Ki9\nEndProblem\n", 3, 19, "\"i9\" is off the board"},
      {"BeginProblem\nStipulation #2\nPieces White Ke1 Qa9\nEndProblem\n", 3, 19, "\"a9\" is off the board"},
      {"BeginProblem\nStipulation #2\nPieces White Ke1 Xd4\nEndProblem\n", 3, 18, "unknown piece \"X\""},
      {"BeginProblem\nPieces White Ke1 Black Ke8\nEndProblem\n", 3, 1, "no stipulation"},
      {"BeginProblem\nStipulation #2\nPieces White Ke1 Black Ke8\nTwin Move d4 d5\nEndProblem\n", 4, 6,
       "no unit on d4"},
      {"BeginProblem\nStipulation #2\nPieces White Ke1 Black Ke8\nTwin Rotate 45\nEndProblem\n", 4, 13,
       "Rotate takes 90, 180 or 270"},
      {"BeginProblem\nStipulation #2\nPieces White Ke1 Black Ke8\nTwin Remove a1\nEndProblem\n", 4, 13,
       "no unit on a1"},
      {"BeginProblem\nStipulation #2\nPieces White Ke1 Black Ke8\nTwin Title x\nEndProblem\n", 4, 6,
       "unknown twin command \"Title\""},
      {"BeginProblem\nS #2\nEndProblem\n", 2, 1, "ambiguous keyword \"S\""},
      {"BeginProblem\nStipulation #2\nPieces White Ke1 \x01\x02\xff Black Ke8\nEndProblem\n", 3, 18,
       "unexpected character \"\\x01\""},
      {"BeginProblem\nStipulation #2\nPieces Ke1\nEndProblem\n", 3, 8, "expected a colour"},
      {"BeginProblem\nStipulation #2\nOption EnPassant\nEndProblem\n", 4, 1, "EnPassant needs squares"},
      {"BeginProblem\nStipulation #2\nPieces White Ke1\n", 4, 1,
       "missing EndProblem before \"BeginProblem\""},
      {"garbage before\n", 1, 1, "expected BeginProblem, found \"garbage\""},
  };
  for (const auto& bad : cases) expect_error_then_good(bad);
}

TEST(PopeyeReader, TruncatedFileIsMissingEndProblem) {
  const auto problems = read_problems("BeginProblem\nStipulation #2\nPieces White Ke1 Black Ke8\n");
  ASSERT_EQ(problems.size(), 1u);
  ASSERT_TRUE(std::holds_alternative<ProblemError>(problems[0]));
  const auto& e = std::get<ProblemError>(problems[0]);
  EXPECT_EQ(e.where.line, 4);
  EXPECT_EQ(e.where.column, 1);
  EXPECT_NE(e.message.find("missing EndProblem"), std::string::npos);
  // Nothing at all: one error.
  const auto nothing = read_problems("");
  ASSERT_EQ(nothing.size(), 1u);
  EXPECT_TRUE(std::holds_alternative<ProblemError>(nothing[0]));
}

TEST(PopeyeReader, BinaryGarbageAndHugeLinesAreQuick) {
  std::string garbage;
  unsigned state = 12345;
  for (int i = 0; i < 1 << 20; ++i) {
    state = state * 1103515245u + 12345u;
    garbage += static_cast<char>(state >> 24);
  }
  const std::string huge_line(1 << 20, 'x');
  const auto start = std::chrono::steady_clock::now();
  // Garbage instead of a problem, then a good problem.
  auto problems = read_problems(garbage + "\n" + kGood);
  ASSERT_GE(problems.size(), 2u);
  EXPECT_TRUE(std::holds_alternative<ProblemError>(problems[0]));
  EXPECT_TRUE(std::holds_alternative<Problem>(problems.back()));
  // Garbage inside a problem.
  problems = read_problems("BeginProblem\nStipulation #2\n" + garbage + "\nEndProblem\n" + kGood);
  EXPECT_TRUE(std::holds_alternative<ProblemError>(problems[0]));
  EXPECT_TRUE(std::holds_alternative<Problem>(problems.back()));
  // A 1 MB token and a 1 MB title.
  problems = read_problems("BeginProblem\nStipulation #2\n" + huge_line + "\nEndProblem\n" + kGood);
  ASSERT_EQ(problems.size(), 2u);
  ASSERT_TRUE(std::holds_alternative<ProblemError>(problems[0]));
  EXPECT_EQ(std::get<ProblemError>(problems[0]).where.line, 3);
  EXPECT_NE(std::get<ProblemError>(problems[0]).message.find("too long"), std::string::npos);
  EXPECT_TRUE(std::holds_alternative<Problem>(problems[1]));
  problems = read_problems("BeginProblem\nTitle " + huge_line + "\nStipulation #2\nEndProblem\n" + kGood);
  ASSERT_EQ(problems.size(), 2u);
  ASSERT_TRUE(std::holds_alternative<ProblemError>(problems[0]));
  EXPECT_EQ(std::get<ProblemError>(problems[0]).where.line, 2);
  EXPECT_EQ(std::get<ProblemError>(problems[0]).where.column, 7);
  EXPECT_NE(std::get<ProblemError>(problems[0]).message.find("line too long"), std::string::npos);
  EXPECT_TRUE(std::holds_alternative<Problem>(problems[1]));
  const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(seconds, 5.0);
}

TEST(PopeyeReader, NextProblemKeepsTheLanguage) {
  const auto problems = read_problems(
      "AnfangProblem\nForderung #1\nSteine Weiss Kb6 Da1 Schwarz Ka8\nWeiteresProblem\n"
      "Forderung #1\nSteine Weiss Kb6 Tc1 Schwarz Ka8 Foo\nWeiteresProblem\n"
      "Forderung h#1\nSteine Weiss Kb6 Schwarz Ka8\nEndeProblem\n");
  ASSERT_EQ(problems.size(), 3u);
  ASSERT_TRUE(std::holds_alternative<Problem>(problems[0]));
  EXPECT_EQ(std::get<Problem>(problems[0]).where.line, 1);
  ASSERT_TRUE(std::holds_alternative<ProblemError>(problems[1]));
  EXPECT_EQ(std::get<ProblemError>(problems[1]).where.line, 6);
  ASSERT_TRUE(std::holds_alternative<Problem>(problems[2]));
  const Problem& third = std::get<Problem>(problems[2]);
  EXPECT_EQ(third.input_language, "de");
  EXPECT_EQ(third.where.line, 7);  // its NextProblem
  EXPECT_EQ(third.twins[0].stipulation.text, "h#1");
}

// ---------------------------------------------------------------------------------------------------
// (e) Languages and abbreviations

TEST(PopeyeReader, FrenchProblem) {
  const Problem p = one_problem(
      "DebutProbleme\n"
      "auteur Un Auteur\nsource Quelque part\ntitre Un titre\nprix 1er prix\nremarque Une remarque\n"
      "enonce h#2\n"
      "pieces blanc rd1 dc2 tf6 fa4 cc4 pb2 noir re8 fb3 neutre pe4\n"
      "condition circe malefique\n"
      "option variantes apparent\n"
      "jumeau deplacement d1 d2\n"
      "jumeau enplus ote c2\n"
      "FinProbleme\n");
  EXPECT_EQ(p.input_language, "fr");
  EXPECT_EQ(p.authors, std::vector<std::string>{"Un Auteur"});
  EXPECT_EQ(p.origins, std::vector<std::string>{"Quelque part"});
  EXPECT_EQ(p.titles, std::vector<std::string>{"Un titre"});
  EXPECT_EQ(p.awards, std::vector<std::string>{"1er prix"});
  EXPECT_EQ(p.remarks, std::vector<std::string>{"Une remarque"});
  ASSERT_EQ(p.twins.size(), 3u);
  EXPECT_EQ(units_text(p.twins[0].units), "wKd1 wQc2 wRf6 wBa4 wSc4 wPb2 bKe8 bBb3 nPe4");
  ASSERT_EQ(p.twins[0].conditions.size(), 1u);
  EXPECT_EQ(p.twins[0].conditions[0].name, "Circe");
  EXPECT_EQ(p.twins[0].conditions[0].arguments, std::vector<std::string>{"Mirror"});
  EXPECT_TRUE(p.twins[0].options.variation);
  EXPECT_TRUE(p.twins[0].options.set_play);
  EXPECT_EQ(p.twins[1].heading, "wKd1-->d2");
  EXPECT_EQ(p.twins[2].label, "+c)");
  EXPECT_EQ(p.twins[2].heading, "-wQc2");
  EXPECT_EQ(units_text(p.twins[2].units), "wKd2 wRf6 wBa4 wSc4 wPb2 bKe8 bBb3 nPe4");
}

TEST(PopeyeReader, GermanAbbreviations) {
  const Problem p = one_problem(
      "anfang\n"
      "auto A. Autor\nquel Urdruck\ntite Titel\nbem eine Bemerkung\nausz 1. Preis\n"
      "ford ser-h#3\n"
      "stei weis kd3 tf6 la4 sc4 bc6e2e7g5\n"
      "     schw ke5 dh1\n"
      "bedi anticirce chey madr\n"
      "opti vari verf satz ohnedroh weiss wider 2 maxl 5 enp e2e3e4 keinerochade e1h1 intell\n"
      "zwill verse d3 d4 hinzu schw sa1\n"
      "zwill ferner entf e2\n"
      "endeproblem\n");
  EXPECT_EQ(p.input_language, "de");
  EXPECT_EQ(p.authors, std::vector<std::string>{"A. Autor"});
  EXPECT_EQ(p.titles, std::vector<std::string>{"Titel"});
  EXPECT_EQ(p.remarks, std::vector<std::string>{"eine Bemerkung"});
  EXPECT_EQ(p.awards, std::vector<std::string>{"1. Preis"});
  ASSERT_EQ(p.twins.size(), 3u);
  const ProblemTwin& a = p.twins[0];
  EXPECT_EQ(units_text(a.units), "wKd3 wRf6 wBa4 wSc4 wPc6 wPe2 wPe7 wPg5 bKe5 bQh1");
  EXPECT_EQ(a.stipulation.play, Play::Help);
  EXPECT_TRUE(a.stipulation.series);
  EXPECT_EQ(a.stipulation.moves, 3);
  ASSERT_EQ(a.conditions.size(), 2u);
  EXPECT_EQ(a.conditions[0].name, "AntiCirce");
  EXPECT_EQ(a.conditions[0].arguments, std::vector<std::string>{"Cheylan"});
  EXPECT_EQ(a.conditions[1].name, "Madrasi");
  const Options& o = a.options;
  EXPECT_TRUE(o.variation);
  EXPECT_TRUE(o.tries);
  EXPECT_TRUE(o.set_play);
  EXPECT_TRUE(o.no_threat);
  EXPECT_TRUE(o.white_begins);
  EXPECT_EQ(o.defence, 2);
  EXPECT_EQ(o.max_solutions, 5);
  EXPECT_EQ(o.en_passant, (std::vector<BoardSquare>{{4, 1}, {4, 2}, {4, 3}}));
  EXPECT_EQ(o.no_castling, (std::vector<BoardSquare>{{4, 0}, {7, 0}}));
  EXPECT_TRUE(o.intelligent);
  EXPECT_TRUE(o.unsupported.empty());
  EXPECT_EQ(p.twins[1].heading, "wKd3-->d4  +bSa1");
  EXPECT_EQ(p.twins[2].label, "+c)");
  EXPECT_EQ(p.twins[2].heading, "-wPe2");
  EXPECT_EQ(p.twins[2].options.defence, 2);
}

TEST(PopeyeReader, EnglishOptionsAndUnsupportedOnes) {
  const Problem p = one_problem(
      "beginproblem\nstipulation s#3\npieces white ka1 black kh8\n"
      "option SetPlay Try Threat 2 NoThreat Variation HalfDuplex WhiteToPlay MaxSolutions 3 MaxTime 60\n"
      "option NoCastling Intelligent 5 NoShortVariations Quodlibet MoveNumbers NonTrivial 2 1 NoBoard\n"
      "option StartMoveNumber 3\n"
      "endproblem\n");
  const Options& o = p.twins[0].options;
  EXPECT_TRUE(o.set_play);
  EXPECT_TRUE(o.tries);
  EXPECT_EQ(o.defence, 1);
  EXPECT_EQ(o.threat, 2);
  EXPECT_TRUE(o.no_threat);
  EXPECT_TRUE(o.variation);
  EXPECT_TRUE(o.half_duplex);
  EXPECT_FALSE(o.duplex);
  EXPECT_TRUE(o.white_begins);
  EXPECT_EQ(o.max_solutions, 3);
  EXPECT_EQ(o.max_time, 60.0);
  EXPECT_TRUE(o.no_castling_all);
  EXPECT_TRUE(o.intelligent);
  EXPECT_TRUE(o.no_short_variations);
  EXPECT_TRUE(o.quodlibet);
  ASSERT_TRUE(o.non_trivial);
  EXPECT_EQ(o.non_trivial->max_extra, 2);
  EXPECT_EQ(o.non_trivial->trivial_length, 1);
  EXPECT_EQ(o.start_move_number, 3);
  EXPECT_FALSE(o.up_to_move_number);
  // MoveNumbers only adds progress lines: accepted; NoBoard leaves out the header.
  EXPECT_TRUE(o.no_board);
  EXPECT_TRUE(o.unsupported.empty());
  // Move numbers at deeper levels (n:m) are not supported.
  const Problem levels = one_problem(
      "beginproblem\nstipulation #3\npieces white ka1 black kh8\noption UpToMoveNumber 4:2\nendproblem\n");
  EXPECT_EQ(levels.twins[0].options.unsupported, (std::vector<std::string>{"UpToMoveNumber"}));
  EXPECT_FALSE(levels.twins[0].options.up_to_move_number);
}

TEST(PopeyeReader, AbbreviationsResolveAsInPopeye) {
  // "t" is Title (the only command starting with t); "s" is ambiguous (SStipulation, Stipulation).
  const Problem p = one_problem("b\nt A title\nst #2\npi w ke1 bla ke8\ne\n");
  EXPECT_EQ(p.input_language, "en");
  EXPECT_EQ(p.titles, std::vector<std::string>{"A title"});
  EXPECT_EQ(p.twins[0].stipulation.text, "#2");
  EXPECT_EQ(units_text(p.twins[0].units), "wKe1 bKe8");
  // Keywords are case-insensitive; the begin keyword decides the language.
  EXPECT_EQ(one_problem("ANFANGPROBLEM\nFORDERUNG H#2\nSTEINE WEISS KE1 SCHWARZ KE8\nENDEPROBLEM\n").input_language,
            "de");
  EXPECT_EQ(one_problem("debut\nenonce #2\npieces blanc re1 noir re8\nfin\n").input_language, "fr");
}

TEST(PopeyeReader, ParseStipulation) {
  struct Case {
    const char* text;
    Play play;
    bool series, exact;
    Goal goal;
    const char* goal_text;
    int moves;
    bool half;
  };
  const std::vector<Case> cases = {
      {"#2", Play::Direct, false, false, Goal::Mate, "#", 2, false},
      {"=3", Play::Direct, false, false, Goal::Stalemate, "=", 3, false},
      {"==7", Play::Direct, false, false, Goal::DoubleStalemate, "==", 7, false},
      {"h#2", Play::Help, false, false, Goal::Mate, "#", 2, false},
      {"h#2.5", Play::Help, false, false, Goal::Mate, "#", 2, true},
      {"h=0.5", Play::Help, false, false, Goal::Stalemate, "=", 0, true},
      {"h==3", Play::Help, false, false, Goal::DoubleStalemate, "==", 3, false},
      {"H#2", Play::Help, false, false, Goal::Mate, "#", 2, false},
      {"s#3", Play::Self, false, false, Goal::Mate, "#", 3, false},
      {"s=1", Play::Self, false, false, Goal::Stalemate, "=", 1, false},
      {"r#2", Play::Reflex, false, false, Goal::Mate, "#", 2, false},
      {"r=2", Play::Reflex, false, false, Goal::Stalemate, "=", 2, false},
      {"hs#2", Play::HelpSelf, false, false, Goal::Mate, "#", 2, false},
      {"hr#2", Play::HelpReflex, false, false, Goal::Mate, "#", 2, false},
      {"ser-#4", Play::Direct, true, false, Goal::Mate, "#", 4, false},
      {"ser-=6", Play::Direct, true, false, Goal::Stalemate, "=", 6, false},
      {"ser-h#6", Play::Help, true, false, Goal::Mate, "#", 6, false},
      {"ser-h=8", Play::Help, true, false, Goal::Stalemate, "=", 8, false},
      {"ser-s#6", Play::Self, true, false, Goal::Mate, "#", 6, false},
      {"ser-r#3", Play::Reflex, true, false, Goal::Mate, "#", 3, false},
      {"exact-#3", Play::Direct, false, true, Goal::Mate, "#", 3, false},
      {"exact-ser-h=5", Play::Help, true, true, Goal::Stalemate, "=", 5, false},
      {"##2", Play::Direct, false, false, Goal::DoubleMate, "##", 2, false},
      {"#=2", Play::Direct, false, false, Goal::MateOrStalemate, "#=", 2, false},
      {"+1", Play::Direct, false, false, Goal::Check, "+", 1, false},
      {"x1", Play::Direct, false, false, Goal::Capture, "x", 1, false},
      {"~1", Play::Direct, false, false, Goal::AnyMove, "~", 1, false},
      {"h##!0.5", Play::Help, false, false, Goal::CounterMate, "##!", 0, true},
      {"ser-002", Play::Direct, true, false, Goal::Castling, "00", 2, false},
      {"ser-<>3", Play::Direct, true, false, Goal::Exchange, "<>", 3, false},
      {"s<>r2", Play::Self, false, false, Goal::ExchangeByRebirth, "<>r", 2, false},
      {"ctr2", Play::Direct, false, false, Goal::CircuitByRebirth, "ctr", 2, false},
      {"sctr1", Play::Self, false, false, Goal::CircuitByRebirth, "ctr", 1, false},
      {"ct2", Play::Direct, false, false, Goal::Circuit, "ct", 2, false},
      {"%3", Play::Direct, false, false, Goal::Other, "%", 3, false},
      {"ep1", Play::Direct, false, false, Goal::EnPassant, "ep", 1, false},
      {"h!=2", Play::Help, false, false, Goal::AutoStalemate, "!=", 2, false},
      {"ser-!#11", Play::Direct, true, false, Goal::AutoMate, "!#", 11, false},
      {"dia4", Play::Help, false, false, Goal::Other, "dia", 4, false},
      {"dia 1", Play::Help, false, false, Goal::Other, "dia", 1, false},
      {"a=>b0.5", Play::Help, false, false, Goal::Other, "a=>b", 0, true},
      {"dia3.0", Play::Help, false, false, Goal::Other, "dia", 3, false},  // (Popeye: dia3)
      {"ser-dia5", Play::Direct, true, false, Goal::Other, "dia", 5, false},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    std::string error;
    const auto s = parse_stipulation(c.text, error);
    ASSERT_TRUE(s.has_value()) << error;
    EXPECT_EQ(s->play, c.play);
    EXPECT_EQ(s->series, c.series);
    EXPECT_EQ(s->exact, c.exact);
    EXPECT_EQ(s->goal, c.goal);
    EXPECT_EQ(s->goal_text, c.goal_text);
    EXPECT_EQ(s->moves, c.moves);
    EXPECT_EQ(s->half_move, c.half);
    EXPECT_TRUE(s->other_play.empty());
    EXPECT_EQ(s->intro_moves, 0);
  }
  std::string error;
  auto target = parse_stipulation("zh71", error);
  ASSERT_TRUE(target);
  EXPECT_EQ(target->goal_text, "z");
  EXPECT_EQ(target->target, (BoardSquare{7, 6}));
  EXPECT_EQ(target->moves, 1);
  auto intro = parse_stipulation("3->ser-#2", error);
  ASSERT_TRUE(intro);
  EXPECT_EQ(intro->intro_moves, 3);
  EXPECT_TRUE(intro->series);
  EXPECT_EQ(intro->moves, 2);
  auto semi = parse_stipulation("semi-r#2", error);
  ASSERT_TRUE(semi);
  EXPECT_EQ(semi->other_play, "semi-r");
  EXPECT_EQ(semi->play, Play::Reflex);
  EXPECT_EQ(parse_stipulation("exact-#2", error)->text, "exact-#2");
  // reci-h: the reciprocal goal in parentheses, else the help play's own.
  auto reci = parse_stipulation("reci-h(=)#3", error);
  ASSERT_TRUE(reci);
  EXPECT_EQ(reci->play, Play::Help);
  EXPECT_EQ(reci->goal, Goal::Mate);
  EXPECT_EQ(reci->reci_goal, Goal::Stalemate);
  EXPECT_EQ(reci->reci_goal_text, "=");
  EXPECT_EQ(reci->moves, 3);
  auto plain_reci = parse_stipulation("reci-h#2", error);
  ASSERT_TRUE(plain_reci);
  EXPECT_EQ(plain_reci->reci_goal, Goal::Mate);
  EXPECT_FALSE(parse_stipulation("h#2", error)->reci_goal.has_value());
  for (const char* bad : {"", "#", "#0", "h#", "#2x", "q#2", "ser-#0", "h#2.7", "z#2", "ser-h", "reci-h(#=2",
                          "reci-h(x#)=2"}) {
    SCOPED_TRACE(bad);
    EXPECT_FALSE(parse_stipulation(bad, error).has_value());
    EXPECT_FALSE(error.empty());
  }
}

TEST(PopeyeReader, AtoBAndUnderworld) {
  // a=>b: the units before the stipulation are the start, those after it the target.
  const Problem atob = one_problem(read_file(testing::shared_path("testdata/problems/popeye/fairy_schlagschach__002.inp")));
  EXPECT_EQ(units_text(atob.twins[0].units), "wPa7");
  EXPECT_EQ(units_text(atob.twins[0].target_units), "wKa8");
  // Ghost chess: a unit covered by another goes to the underworld.
  const Problem ghosts = one_problem(read_file(testing::shared_path("testdata/problems/popeye/fairy_ghostchess__023.inp")));
  EXPECT_EQ(units_text(ghosts.twins[0].units), "wSb1");
  EXPECT_EQ(units_text(ghosts.twins[0].underworld), "b[Uncapturable]Rb1");
  // Without such a condition too, as Popeye reads it (its note on the covered unit, TESTS/influencer.inp
  // 10): the second unit given stands on the square, the first waits under it.
  const Problem covered =
      one_problem("BeginProblem\nStipulation #2\nPieces White Ke1 Qa1 Black Kh8 Ra1\nEndProblem\n");
  EXPECT_EQ(units_text(covered.twins[0].units), "wKe1 bKh8 bRa1");
  EXPECT_EQ(units_text(covered.twins[0].underworld), "wQa1");
}

// Popeye's condition lines in German and French: a word that begins a line or an item (after two blanks or
// a line break) is a condition, a word after one blank a condition's variant (BEISPIEL/cham.inp's
// "Circe Platzwechsel", where "PWC" alone would be the condition PlatzwechselCirce).
TEST(PopeyeLanguage, ConditionLinesNameVariantsAsVariantsAndConditionsAsConditions) {
  EXPECT_EQ(keywords_in("Circe PWC", PopeyeLanguage::German), "Circe Platzwechsel");
  EXPECT_EQ(keywords_in("PWC", PopeyeLanguage::German), "PlatzwechselCirce");
  EXPECT_EQ(keywords_in("Circe PWC", PopeyeLanguage::French), "Circe Echange");
  EXPECT_EQ(keywords_in("Madrasi\n   PWC", PopeyeLanguage::German), "Madrasi\n   PlatzwechselCirce");
  EXPECT_EQ(keywords_in("wPa2  PWC", PopeyeLanguage::German), "wBa2  PlatzwechselCirce");
}

}  // namespace
}  // namespace nightrider::solver
