// The condition lines under the diagram in Popeye's languages (solver/popeye_language.h keywords_in):
// keywords translated, and the piece codes that are a condition's only arguments too, as Popeye writes
// them ("UWnur D S T L G").
#include <gtest/gtest.h>

#include "solver/popeye_language.h"

namespace nightrider::solver {
namespace {

TEST(PopeyeLanguage, PieceCodesAfterAConditionOfCodesAreTranslated) {
  EXPECT_EQ(keywords_in("PromOnly Q S R B G", PopeyeLanguage::German), "UWnur D S T L G");
  EXPECT_EQ(keywords_in("PromOnly Q S R B G", PopeyeLanguage::French), "PromSeul D C T F S");
  EXPECT_EQ(keywords_in("PromOnly Q S R B G", PopeyeLanguage::English), "PromOnly Q S R B G");
  // (Other lines keep their words: "Circe" is a keyword in every language, "Madrasi" too.)
  EXPECT_EQ(keywords_in("Madrasi RexInclusive", PopeyeLanguage::German), "Madrasi RexInklusive");
}

}  // namespace
}  // namespace nightrider::solver
