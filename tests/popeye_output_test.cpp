// The Popeye output normaliser (tests/support/popeye_output.h) on Popeye's recorded outputs
// (shared/testdata/problems/popeye/*.out): every file reads without error, in the manifest's language,
// with as many keys or solution lines as the manifest counts; a few hand-checked sets of entries; and
// hand-written English and French renderings of German outputs that must normalise to the same sets.
#include "support/popeye_output.h"

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "support/problem_manifest.h"

namespace nightrider {
namespace {

namespace po = popeye_output;
using testing::ProblemRow;

po::Output parse_file(const std::string& name, po::Language language = po::Language::Auto) {
  return po::parse(testing::read_text_file(testing::problems_dir() + "/" + name + ".out"), language);
}

std::set<std::string> all_entries(const po::Output& output) {
  std::set<std::string> all;
  for (const auto& twin : output.twins) all.insert(twin.entries.begin(), twin.entries.end());
  return all;
}

std::string listing(const po::Output& output) {
  std::string text;
  for (const auto& twin : output.twins) {
    text += "twin \"" + twin.label + "\"\n";
    for (const auto& entry : twin.entries) text += "  " + entry + "\n";
  }
  return text;
}

// ---------------------------------------------------------------------------------------------------
// Every recorded output.

std::vector<ProblemRow> recorded_rows() {
  std::vector<ProblemRow> rows;
  for (const auto& row : testing::problem_rows())
    if (row.name.rfind("ortho_", 0) == 0 || row.name.rfind("fairy_", 0) == 0) rows.push_back(row);
  return rows;
}

class RecordedOutput : public ::testing::TestWithParam<ProblemRow> {};

TEST(RecordedOutputs, ManifestIsThere) {
  const auto rows = recorded_rows();
  EXPECT_EQ(rows.size(), 434u);
  int ortho = 0;
  for (const auto& row : rows) ortho += row.name.rfind("ortho_", 0) == 0;
  EXPECT_EQ(ortho, 123);
}

// A move anywhere in a line: "Sc5-b7", "f4*e5", "0-0".
const std::regex kMoveLike(R"([a-h][1-8][-*][a-h][1-8]|0-0)");
// Popeye's progress lines (option MoveNumbers): "  5  (a7-a5 )".
const std::regex kProgressLine(R"(\s*\d+\s+\(.*\)\s*)");

TEST_P(RecordedOutput, ParsesWithTheManifestsCounts) {
  const ProblemRow& row = GetParam();
  ASSERT_GE(row.solutions, 0) << "malformed manifest row " << row.name;
  const std::string text = testing::read_text_file(testing::problems_dir() + "/" + row.name + ".out");
  ASSERT_FALSE(text.empty()) << row.name << ".out is missing or empty";

  EXPECT_STREQ(po::language_name(po::detect_language(text)), row.language.c_str());
  const po::Output output = po::parse(text);
  EXPECT_TRUE(output.errors.empty()) << ::testing::PrintToString(output.errors);
  ASSERT_FALSE(output.twins.empty());

  // Keys for tree play and solution lines for help / series play, summed over twins, as the manifest
  // counts them; a twin is one or the other.
  int found = 0;
  for (const auto& twin : output.twins) {
    found += twin.key_lines + twin.solution_lines;
    EXPECT_TRUE(twin.tree_lines == 0 || twin.solution_lines == 0) << "twin \"" << twin.label << "\" mixes";
    // Distinct lines give distinct entries (nothing merges by accident).
    EXPECT_EQ(twin.entries.size(), static_cast<std::size_t>(twin.tree_lines + twin.solution_lines))
        << "twin \"" << twin.label << "\"";
  }
  EXPECT_EQ(found, row.solutions) << listing(output);

  // No skipped line holds a move, except progress lines.
  for (const std::string& line : output.ignored) {
    if (std::regex_search(line, kMoveLike)) {
      EXPECT_TRUE(std::regex_match(line, kProgressLine)) << "skipped a line with a move: \"" << line << "\"";
    }
  }

  // Every entry is in English: no German or French words are left.
  for (const std::string& entry : all_entries(output)) {
    for (const char* word : {"Drohung", "Zugzwang", "Aber", "menace", "blocus", "mais"})
      EXPECT_EQ(entry.find(word), std::string::npos) << entry;
  }

  // Twins: as many as headings say (a problem without twins has one, unlabelled).
  if (output.twins.size() > 1) {
    for (const auto& twin : output.twins) EXPECT_FALSE(twin.label.empty());
  }
}

std::string recorded_row_name(const ::testing::TestParamInfo<ProblemRow>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Popeye, RecordedOutput, ::testing::ValuesIn(recorded_rows()), recorded_row_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RecordedOutput);

// ---------------------------------------------------------------------------------------------------
// Single lines.

TEST(PopeyeNormalise, GermanPieceColourAndWords) {
  const auto de = po::Language::German;
  EXPECT_EQ(po::normalise_line("   1.Dc8-e6 ! Drohung:", de), "1.Qc8-e6 ! threat:");
  EXPECT_EQ(po::normalise_line("  1.Kc7-d8 Tb4-d4   2.La2-e6 + Sg7*e6 #", de),
            "1.Kc7-d8 Rb4-d4 2.Ba2-e6 + Sg7*e6 #");
  EXPECT_EQ(po::normalise_line("1.d2-d1=T a7-a8=D   2.Td1-d3 Da8-a4 #", de),
            "1.d2-d1=R a7-a8=Q 2.Rd1-d3 Qa8-a4 #");
  EXPECT_EQ(po::normalise_line("1.b6-b7 ! Zugzwang.", de), "1.b6-b7 ! zugzwang.");
  EXPECT_EQ(po::normalise_line("Aber", de), "but");
  // Squares keep their letters (b, d, f ...), castling and en passant stay as they are.
  EXPECT_EQ(po::normalise_line("1.b4*a5 ?", de), "1.b4*a5 ?");
  EXPECT_EQ(po::normalise_line("   1.0-0-0 ! Drohung:", de), "1.0-0-0 ! threat:");
  EXPECT_EQ(po::normalise_line("3.c5*d6 ep. #", de), "3.c5*d6 ep. #");
  // Rebirths and colour changes: s (schwarz) becomes b, w stays, n (neutral) stays.
  EXPECT_EQ(po::normalise_line("2.Sa5*c4[+sBc7] #", de), "2.Sa5*c4[+bPc7] #");
  EXPECT_EQ(po::normalise_line("1...Th2*h3[sTh3->a8]", de), "1...Rh2*h3[bRh3->a8]");
  EXPECT_EQ(po::normalise_line("1.Sd3*c5=s[sSc5->b8] ! Zugzwang.", de), "1.Sd3*c5=b[bSc5->b8] ! zugzwang.");
  EXPECT_EQ(po::normalise_line("2...Ta8*a7=w[+wBa2=s] #", de), "2...Ra8*a7=w[+wPa2=b] #");
  EXPECT_EQ(po::normalise_line("1.a7-a8=D=s ! Zugzwang.", de), "1.a7-a8=Q=b ! zugzwang.");
  EXPECT_EQ(po::normalise_line("1...kBd2*c1=kD[skDc1->d8][+wkDd1]", de), "1...kPd2*c1=kQ[bkQc1->d8][+wkQd1]");
  EXPECT_EQ(po::normalise_line("1.Ke2*d2[+nBe8=nT] nTe8*e6[+nBh1=nS]", de),
            "1.Ke2*d2[+nPe8=nR] nRe8*e6[+nPh1=nS]");
  EXPECT_EQ(po::normalise_line("1...Th5*e5[+wBe2->v]", de), "1...Rh5*e5[+wPe2->v]");
  EXPECT_EQ(po::normalise_line("1.Kh5-h3/wBh2-h4 !", de), "1.Kh5-h3/wPh2-h4 !");
  EXPECT_EQ(po::normalise_line("1.c6*d7[wBd7->e8=D=c] !", de), "1.c6*d7[wPd7->e8=Q=c] !");
  // Fairy codes of two letters are kept, a one-letter attribute before them too, except those the
  // languages write differently: the German Berolina pawn BB is BP.
  EXPECT_EQ(po::normalise_line("1.nBe2-e1=nLI nBe7-e8=nLI", de), "1.nPe2-e1=nLI nPe7-e8=nLI");
  EXPECT_EQ(po::normalise_line("1.BBf2-e1=D Ka2-b3", de), "1.BPf2-e1=Q Ka2-b3");
  EXPECT_EQ(po::normalise_line("1...ETd1-d8 #", de), "1...ETd1-d8 #");
  // The German Elch EL is the moose M; a paralysing unit's p is kept (fairy_cirsquar__007).
  EXPECT_EQ(po::normalise_line("1...ELg1*f8[+wpDf7]", de), "1...Mg1*f8[+wpQf7]");
  EXPECT_EQ(po::normalise_line("1.pBf7-f8=pEL !", de), "1.pPf7-f8=pM !");
  // Every code through Popeye's piece table: the contra-grasshopper KG, the bishop lion LL, the knight
  // hopper SH; the grasshopper-2 G2 (a letter and a digit) is the same in both.
  EXPECT_EQ(po::normalise_line("2.Kc6-b6 KGa5-c7 LLf5-c2 SHb1-d5", de), "2.Kc6-b6 CGa5-c7 BLf5-c2 KPb1-d5");
  EXPECT_EQ(po::normalise_line("5.d2-d1=G2 b7-b8=N #", de), "5.d2-d1=G2 b7-b8=N #");
}

TEST(PopeyeNormalise, FrenchPieceColourAndWords) {
  const auto fr = po::Language::French;
  EXPECT_EQ(po::normalise_line("1.Dd1-d2 + ?", fr), "1.Qd1-d2 + ?");
  EXPECT_EQ(po::normalise_line("1...Rc3*d2 !", fr), "1...Kc3*d2 !");
  EXPECT_EQ(po::normalise_line("1.Te6-e3 Fd5-f7   2.Cg4-e5 Pd4-h4 #", fr),
            "1.Re6-e3 Bd5-f7 2.Sg4-e5 Pd4-h4 #");
  EXPECT_EQ(po::normalise_line("1.e7-e8=C ! menace:", fr), "1.e7-e8=S ! threat:");
  EXPECT_EQ(po::normalise_line("1.b6-b7 ! blocus.", fr), "1.b6-b7 ! zugzwang.");
  EXPECT_EQ(po::normalise_line("mais", fr), "but");
  // Colours: b (blanc) is white, n (noir) black.
  EXPECT_EQ(po::normalise_line("2...Fb8*a7[+bPa2=n] #", fr), "2...Bb8*a7[+wPa2=b] #");
  EXPECT_EQ(po::normalise_line("2.Ca5*c4[+nPc7] #", fr), "2.Sa5*c4[+bPc7] #");
  // The moose E, spiralspringer CS and fersrider FS.
  EXPECT_EQ(po::normalise_line("1.Ed4-e7 CSa1-c2 FSb7*a8", fr), "1.Md4-e7 SSa1-c2 FRb7*a8");
  // The elephant EL, the dummy PI, the grasshopper-2 S2 (a letter and a digit).
  EXPECT_EQ(po::normalise_line("1.ELd1-d8 PIa1*b2 S2f3-f6", fr), "1.ETd1-d8 DUa1*b2 G2f3-f6");
}

TEST(PopeyeNormalise, EnglishIsKept) {
  const auto en = po::Language::English;
  EXPECT_EQ(po::normalise_line("   1.c7*b8=Q[wQb8->a1] x !", en), "1.c7*b8=Q[wQb8->a1] x !");
  EXPECT_EQ(po::normalise_line("  1.Kb1-c2   2.Kc2-d3   9.e7-e8=Q  10.Qe8-a4 #", en),
            "1.Kb1-c2 2.Kc2-d3 9.e7-e8=Q 10.Qe8-a4 #");
  EXPECT_EQ(po::normalise_line("2.Qc2-b1[+buRc2]", en), "2.Qc2-b1[+buRc2]");
  EXPECT_EQ(po::normalise_line("1.Se2*g3 ! zugzwang.", en), "1.Se2*g3 ! zugzwang.");
}

// ---------------------------------------------------------------------------------------------------
// Hand-checked sets.

TEST(PopeyeOutputs, TwinsOfDifferentStipulations) {
  // ortho_bs_twin__003 (German): a) #2, b) h#2, c) s#2, d) h=2.
  const po::Output output = parse_file("ortho_bs_twin__003");
  EXPECT_EQ(output.language, po::Language::German);
  ASSERT_EQ(output.twins.size(), 4u) << listing(output);
  EXPECT_EQ(output.twins[0].label, "a)");
  EXPECT_EQ(output.twins[1].label, "b) h#2");
  EXPECT_EQ(output.twins[2].label, "c) s#2");
  EXPECT_EQ(output.twins[3].label, "d) h=2");
  EXPECT_EQ(output.twins[0].entries,
            (std::set<std::string>{"1.e7-e8=S ! threat:", "1.e7-e8=S ! threat: | 2.Se8*c7 #"}));
  EXPECT_EQ(output.twins[1].entries, (std::set<std::string>{"1.e6-e5 e7-e8=Q 2.e5-e4 + Qe8*e4 #"}));
  EXPECT_EQ(output.twins[2].entries,
            (std::set<std::string>{"1.e7-e8=B ! zugzwang.", "1.e7-e8=B ! zugzwang. | 1...e6-e5",
                                   "1.e7-e8=B ! zugzwang. | 1...e6-e5 | 2.Ba4-c2",
                                   "1.e7-e8=B ! zugzwang. | 1...e6-e5 | 2.Ba4-c2 | 2...e5-e4 #"}));
  EXPECT_EQ(output.twins[3].entries, (std::set<std::string>{"1.e6-e5 e7-e8=R 2.e5-e4 + Re8*e4 ="}));
  EXPECT_EQ(output.twins[0].key_lines, 1);
  EXPECT_EQ(output.twins[1].solution_lines, 1);
  EXPECT_EQ(output.twins[2].key_lines, 1);
  EXPECT_EQ(output.twins[3].solution_lines, 1);
}

TEST(PopeyeOutputs, TriesRefutationsAndDeepVariations) {
  // ortho_bs_castling__009 (German #4): five tries with their refutations, one key.
  const po::Output output = parse_file("ortho_bs_castling__009");
  ASSERT_EQ(output.twins.size(), 1u);
  const po::Twin& twin = output.twins[0];
  EXPECT_EQ(twin.label, "");
  EXPECT_EQ(twin.key_lines, 1);
  EXPECT_EQ(twin.try_lines, 5);
  for (const char* path : {
           "1.Rd7-d8 + !",
           "1.Rd7-d8 + ! | 1...Ke8*d8 | 2.Ra7-d7 + | 2...Kd8-e8 | 3.c6-c7 threat: | 4.Rd7-d8 #",
           "1.c6-c7 ? threat: | 2.Rd7-d8 #",
           "1.c6-c7 ? threat: | but 1...0-0 !",
           "1.Ra7-b7 ? zugzwang. | 1...g7-g5 | 2.Rd7-e7 + | 2...Ke8-f8 | 3.Rb7-b8 threat: | 4.Rb8*c8 #",
           "1.Ra7-b7 ? zugzwang. | 1...0-0 | 2.Rd7*g7 + | 2...Kg8-h8 | 3.Rg7-h7 + | 3...Kh8-g8 | 4.Rb7-g7 #",
           "1.Ra7-b7 ? zugzwang. | but 1...h6-h5 !",
           "1.Rd7-c7 ? threat: | but 1...Sc8*a7 !",
           "1.Rd7-e7 + ? | 1...Ke8-d8 | 2.c6-c7 #",
           "1.Rd7-e7 + ? | but 1...Ke8-f8 !",
       })
    EXPECT_TRUE(twin.entries.count(path)) << path << "\n" << listing(output);
  // A refutation is not a continuation of the variation above it.
  EXPECT_FALSE(twin.entries.count("1.Rd7-e7 + ? | 1...Ke8-d8 | but 1...Ke8-f8 !"));
  EXPECT_EQ(twin.entries.size(), 137u);  // one per line
}

TEST(PopeyeOutputs, EnglishTreeWithSetPlay) {
  // ortho_ts_battle_play__011 (English #2): set play, then the key.
  const po::Output output = parse_file("ortho_ts_battle_play__011");
  EXPECT_EQ(output.language, po::Language::English);
  ASSERT_EQ(output.twins.size(), 1u);
  EXPECT_EQ(output.twins[0].entries,
            (std::set<std::string>{"1...Kb8-a8", "1...Kb8-a8 | 2.Rc6-c8 #", "1.Rc6*c5 ! zugzwang.",
                                   "1.Rc6*c5 ! zugzwang. | 1...Kb8-a8",
                                   "1.Rc6*c5 ! zugzwang. | 1...Kb8-a8 | 2.Rc5-c8 #"}));
  EXPECT_EQ(output.twins[0].key_lines, 1);
}

TEST(PopeyeOutputs, EnglishSelfmateTries) {
  // ortho_ts_battle_play__028 (English exact-s#2): a try refuted by a mate, the key, a checking try.
  const po::Output output = parse_file("ortho_ts_battle_play__028");
  ASSERT_EQ(output.twins.size(), 1u);
  std::set<std::string> expected = {"1.Sd1-f2 ? zugzwang.",
                                    "1.Sd1-f2 ? zugzwang. | 1...a4-a3",
                                    "1.Sd1-f2 ? zugzwang. | but 1...b3-b2 # !",
                                    "1.Sd1-b2 ! zugzwang.",
                                    "1.Sd1-b2 ! zugzwang. | 1...a4-a3",
                                    "1.Qe1-d2 + ?",
                                    "1.Qe1-d2 + ? | but 1...Kc2*d2 !"};
  for (const char* move : {"e2-e4", "e2-e3", "Sf2-h1", "Sf2-h3", "Sf2-g4", "Sf2-e4", "c3-c4"}) {
    const std::string prefix = std::string("1.Sd1-f2 ? zugzwang. | 1...a4-a3 | 2.") + move;
    expected.insert(prefix);
    expected.insert(prefix + " | 2...b3-b2 #");
  }
  for (const char* move : {"e2-e4", "e2-e3", "c3-c4"}) {
    const std::string prefix = std::string("1.Sd1-b2 ! zugzwang. | 1...a4-a3 | 2.") + move;
    expected.insert(prefix);
    expected.insert(prefix + " | 2...a3*b2 #");
  }
  EXPECT_EQ(output.twins[0].entries, expected);
  EXPECT_EQ(output.twins[0].key_lines, 1);
  EXPECT_EQ(output.twins[0].try_lines, 2);
}

TEST(PopeyeOutputs, HelpLinesWithEnPassantAndSetPlay) {
  // ortho_rg_4_83_to_4_85__002 (English h#1), ortho_rg_4_61_to_4_63__003 (h=0.5: one half-move line).
  EXPECT_TRUE(all_entries(parse_file("ortho_rg_4_83_to_4_85__002")).count("1.c7-c5 d5*c6 ep. #"));
  const po::Output half = parse_file("ortho_rg_4_61_to_4_63__003");
  EXPECT_EQ(all_entries(half), (std::set<std::string>{"1...Kc5-b6 ="}));
  EXPECT_EQ(half.twins[0].solution_lines, 1);
}

TEST(PopeyeOutputs, FairyLinesAndHeaderBeforeTwoDiagrams) {
  // fairy_circe__013 (German 3->ser-#2): move numbers start again within the line.
  EXPECT_TRUE(all_entries(parse_file("fairy_circe__013"))
                  .count("1.Ke4*f3[+wRh1] 2.Kf3*g2[+wRh1] 3.Kg2*h1[+wRh1] 1.Rh1-g1[+bKh1] #"));
  // fairy_schlagschach__002 prints two diagrams; the solution follows the second.
  EXPECT_EQ(all_entries(parse_file("fairy_schlagschach__002")), (std::set<std::string>{"1.a7-a8=K a=>b"}));
  // fairy_bs_exklohne__089: progress lines "  1  (c2-c1=D )" are skipped.
  const po::Output progress = parse_file("fairy_bs_exklohne__089");
  EXPECT_EQ(
      all_entries(progress),
      (std::set<std::string>{"1.a7-a5 f2-f4 2.a5-a4 f4-f5 3.a4-a3 f5-f6 4.a3-a2 f6-f7 5.a2-a1=N f7-f8=N ="}));
  // fairy_ghostchess__014 (English r#2): a line under a refutation continues its path.
  EXPECT_TRUE(all_entries(parse_file("fairy_ghostchess__014"))
                  .count("1.Qa4*d4 + ? | but 1...Ke3*d4 ! | 2.Sd2-f3 # ?!?"));
}

// ---------------------------------------------------------------------------------------------------
// The same solutions in other languages and layouts.

// ortho_bs_twin__003 as an English Popeye would print it; the variations' order, the spacing of the help
// lines and the header differ, which must not matter.
const char* const kTwin003English = R"(
          Matti Myllyniemi
     1. Preis, O. Kaila JT 1967

+---a---b---c---d---e---f---g---h---+
|                                   |
8   .   .   .   .   .   .   .  -S   8
|                                   |
7   .   .  -P   .   P  -P   .   .   7
|                                   |
6   .   .   P  -P  -P   R  -P   .   6
|                                   |
5   .   .  -P  -K   .   .   P   .   5
|                                   |
4   B   .   S  -P   .   .   .   .   4
|                                   |
3   .   .   .   K  -P   .   .   .   3
|                                   |
2   .   .   .   .   P   .   .   .   2
|                                   |
1   .   .   .   .   .   .   .   .   1
|                                   |
+---a---b---c---d---e---f---g---h---+
  #2                         8 + 10

a) 

   1.e7-e8=S ! threat:
          2.Se8*c7 #


b) h#2  

  1.e6-e5 e7-e8=Q  2.e5-e4 +  Qe8*e4 #

c) s#2  

   1.e7-e8=B ! zugzwang.
      1...e6-e5
          2.Ba4-c2
              2...e5-e4 #


d) h=2  

  1.e6-e5 e7-e8=R   2.e5-e4 + Re8*e4 =

solution finished.
)";

TEST(PopeyeOutputs, EnglishRenderingOfAGermanOutputIsEqual) {
  const po::Output german = parse_file("ortho_bs_twin__003");
  const po::Output english = po::parse(kTwin003English);
  EXPECT_EQ(english.language, po::Language::English);
  const po::Comparison c = po::compare(german, english);
  EXPECT_TRUE(c.equal()) << po::describe(c);
}

// ortho_bs_stip__070 (German exact-s#2) as a French Popeye would print it, blocks reordered.
const char* const kStip070French = R"(
+---a---b---c---d---e---f---g---h---+
  exact-s#2                   6 + 4

   1.b4*a5 ?
    mais
      1...g6-g5 !

   1.Dd1-d2 + ?
    mais
      1...Rc3*d2 !

   1.h2-h4 ?
      1...g6-g5
          2.h4*g5
              2...a5*b4 #
    mais
      1...a5*b4 # !

   1.b4-b5 ?
    mais
      1...g6-g5 !


solution terminee.
)";

TEST(PopeyeOutputs, FrenchRenderingOfAGermanOutputIsEqual) {
  const po::Output german = parse_file("ortho_bs_stip__070");
  const po::Output french = po::parse(kStip070French);
  EXPECT_EQ(french.language, po::Language::French);
  const po::Comparison c = po::compare(german, french);
  EXPECT_TRUE(c.equal()) << po::describe(c);
  EXPECT_TRUE(all_entries(french).count("1.Qd1-d2 + ? | but 1...Kc3*d2 !"));
}

TEST(PopeyeOutputs, DifferencesAreReported) {
  const po::Output german = parse_file("ortho_bs_twin__003");
  std::string text = kTwin003English;
  // One wrong promotion in the s#2 twin, and a missing threat in the #2 twin.
  text.replace(text.find("1.e7-e8=B ! zugzwang."), 21, "1.e7-e8=Q ! zugzwang.");
  text.erase(text.find("          2.Se8*c7 #\n"), 21);
  const po::Comparison c = po::compare(german, po::parse(text));
  EXPECT_FALSE(c.equal());
  ASSERT_EQ(c.differences.size(), 2u);
  EXPECT_EQ(c.differences[0].twin, 0u);
  EXPECT_EQ(c.differences[0].missing, (std::vector<std::string>{"1.e7-e8=S ! threat: | 2.Se8*c7 #"}));
  EXPECT_TRUE(c.differences[0].extra.empty());
  EXPECT_EQ(c.differences[1].twin, 2u);
  EXPECT_EQ(c.differences[1].missing.size(), 4u);
  EXPECT_EQ(c.differences[1].extra.size(), 4u);
  const std::string report = po::describe(c);
  EXPECT_NE(report.find("missing: 1.e7-e8=B ! zugzwang. | 1...e6-e5"), std::string::npos) << report;
  EXPECT_NE(report.find("extra: 1.e7-e8=Q ! zugzwang. | 1...e6-e5"), std::string::npos) << report;

  // A missing twin.
  const std::string first_twins =
      std::string(kTwin003English).substr(0, std::string(kTwin003English).find("d) h=2"));
  const po::Comparison fewer = po::compare(german, po::parse(first_twins));
  EXPECT_FALSE(fewer.equal());
  EXPECT_EQ(fewer.actual_twins, 3u);
  EXPECT_NE(po::describe(fewer).find("twins: expected 4, actual 3"), std::string::npos);
}

TEST(PopeyeOutputs, AGermanRoyalUnitIsComparedAsGermanWritesIt) {
  // German writes Royal (Koeniglich) "k", as it writes Kamikaze; English writes Royal "r".
  const po::Output german =
      po::parse("  1.Lf8-g7 Lg5-e3 +   2.Kd4*e3[sKe3->kLf8] Se7-g6 #\n\nLoesung beendet.\n");
  const po::Output english =
      po::parse("  1.Bf8-g7 Bg5-e3 +   2.Kd4*e3[bKe3->rBf8] Se7-g6 #\n\nsolution finished.\n");
  EXPECT_TRUE(po::compare(german, english).equal());
  // Between two English outputs Royal and Kamikaze stay apart.
  const po::Output kamikaze =
      po::parse("  1.Bf8-g7 Bg5-e3 +   2.Kd4*e3[bKe3->kBf8] Se7-g6 #\n\nsolution finished.\n");
  EXPECT_FALSE(po::compare(english, kamikaze).equal());
}

TEST(PopeyeOutputs, TheClosingLineTellsTheLanguageAlsoWithItsTime) {
  // Popeye writes the time after the closing words; an output with no other German word (a help line
  // of royal pawns) is still German: "kBa2" is a royal pawn.
  const std::string popeye = "  1.k16h7-b6 kBa2-a3 ==\n\nLoesung beendet. Zeit = 0.006 s\n";
  EXPECT_STREQ(po::language_name(po::detect_language(popeye)), "de");
  EXPECT_TRUE(po::compare(po::parse(popeye), po::parse("  1.k16h7-b6 kBa2-a3 ==\n\nLoesung beendet.\n")).equal());
  EXPECT_STREQ(po::language_name(po::detect_language("  1.e2-e4\n\nsolution terminee. Temps = 0.1 s\n")), "fr");
}

TEST(PopeyeOutputs, ButWithoutRefutationIsAnError) {
  const po::Output output = po::parse("   1.Qd1-d2 + ?\n    but\n\nsolution finished.\n");
  EXPECT_EQ(output.errors.size(), 1u);
}

TEST(PopeyeOutputs, EmptyOutputHasOneEmptyTwin) {
  const po::Output output = po::parse("");
  ASSERT_EQ(output.twins.size(), 1u);
  EXPECT_TRUE(output.twins[0].entries.empty());
  EXPECT_TRUE(output.errors.empty());
}

}  // namespace
}  // namespace nightrider
