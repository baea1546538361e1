// The leapers and riders that are rows of the piece catalogue alone, against Popeye 4.104: for each, all
// first moves, all helpplay pairs and a helpmate in 2 (tests/data/pieces/README.md), solved in-process and
// compared with Popeye's output as sets of solutions, and as Popeye's whole text where the order of the
// piece's moves in Popeye is known.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "pieces/piece_def.h"
#include "solver/popeye_move_order.h"
#include "solver/session.h"
#include "support/popeye_output.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

namespace po = popeye_output;

std::string pieces_dir() { return std::string(testing::test_data_dir()) + "/pieces"; }

class PieceCatalogueMatchesPopeye : public ::testing::TestWithParam<std::string> {};

TEST_P(PieceCatalogueMatchesPopeye, SameSolutions) {
  testing::expect_same_solutions_as_popeye(pieces_dir(), GetParam(), po::Language::English);
}

// Where Popeye's order of the piece's moves is known (solver/popeye_move_order.h), its whole text: the
// lines in the order Popeye finds them. (A file's name begins with the piece's Popeye code.)
TEST_P(PieceCatalogueMatchesPopeye, PopeyesTextToTheLetter) {
  std::string code = GetParam().substr(0, GetParam().find('_'));
  std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return std::toupper(c); });
  const std::optional<PieceKind> kind = kind_for_popeye_code(code);
  ASSERT_TRUE(kind) << code;
  if (!solver::popeye_order_known(*kind)) GTEST_SKIP() << "Popeye's order of the " << code << "'s moves is not known";
  testing::expect_popeye_text(pieces_dir(), GetParam());
}

INSTANTIATE_TEST_SUITE_P(Popeye, PieceCatalogueMatchesPopeye,
                         ::testing::ValuesIn(testing::problem_names_in(pieces_dir())),
                         testing::ProblemName{});

// Every catalogue row with a Popeye code is found by it, and no two rows share one.
TEST(PieceCatalogue, PopeyeCodesAreUniqueAndFound) {
  std::vector<std::string_view> codes;
  for (int k = 0; k < kPieceKindCount; ++k) {
    const PieceDef& d = builtin_piece(static_cast<PieceKind>(k));
    EXPECT_EQ(d.kind, static_cast<PieceKind>(k)) << "row " << k << " is not filled in";
    if (d.popeye_code.empty()) continue;
    EXPECT_EQ(std::count(codes.begin(), codes.end(), d.popeye_code), 0) << d.popeye_code;
    codes.push_back(d.popeye_code);
    EXPECT_EQ(kind_for_popeye_code(d.popeye_code), d.kind) << d.popeye_code;
  }
  EXPECT_FALSE(kind_for_popeye_code("XX").has_value());
  EXPECT_GT(kPieceKindCount, 32) << "the catalogue outgrew the old limit of 32 kinds";
}

// The leaps of a few rows, counted from d4 on an empty 8x8 board (the geometry alone decides them).
TEST(PieceCatalogue, LeapersHaveTheirVectors) {
  auto vectors = [](PieceKind k) {
    size_t n = 0;
    for (const WalkPart& part : builtin_piece(k).parts) n += part.vectors.size();
    return n;
  };
  EXPECT_EQ(vectors(PieceKind::Wesir), 4u);
  EXPECT_EQ(vectors(PieceKind::Alfil), 4u);
  EXPECT_EQ(vectors(PieceKind::Dabbaba), 4u);
  EXPECT_EQ(vectors(PieceKind::RootFiftyLeaper), 12u);  // (1,7) eight ways, (5,5) four
  EXPECT_EQ(vectors(PieceKind::Bucephale), 12u);        // (3,4) eight ways, (5,0) four
  EXPECT_EQ(vectors(PieceKind::Squirrel), 16u);         // (2,0) four, (2,2) four, (1,2) eight
  EXPECT_EQ(vectors(PieceKind::Gnu), 16u);
  EXPECT_EQ(vectors(PieceKind::Amazon), 16u);
}

}  // namespace
}  // namespace nightrider
