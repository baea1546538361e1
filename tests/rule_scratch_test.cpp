// Position::scratch and Rules::reserve_scratch: the words rule modules keep while they answer a query
// (Checkless chess's depth of nested checks, the forced squares' "measuring" mark) live in each position,
// not in the modules, which the solver's threads share.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

TEST(RuleScratch, EachOwnerHasOneSlotAndTheSlotsAreFew) {
  auto rules = build_variant("chess");
  const int first = rules->reserve_scratch("A");
  EXPECT_EQ(rules->reserve_scratch("A"), first);  // the same owner, the same slot
  EXPECT_NE(rules->reserve_scratch("B"), first);
  rules->reserve_scratch("C");
  rules->reserve_scratch("D");
  try {
    rules->reserve_scratch("E");
    FAIL() << "a fifth owner was given a slot";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              "E cannot be combined with the other conditions: they keep state in all 4 slots a position has");
  }
}

TEST(RuleScratch, AWordIsNoPartOfThePosition) {
  auto rules = build_variant("chess");
  const Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  Position other = pos;
  const uint64_t hash = pos.hash();
  pos.scratch(0) = 7;
  EXPECT_EQ(pos.hash(), hash);
  EXPECT_TRUE(pos.same_state(other));
  EXPECT_EQ(other.scratch(0), 0u);  // each position its own words
}

}  // namespace
}  // namespace nightrider
