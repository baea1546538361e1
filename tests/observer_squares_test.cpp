// The observers hook (core/rule_module.h kHookObservers): a module that says where units observe from is
// asked by every attack test of the rule set -- is_attacked, is_attacked_by, is_attacked_if, check,
// castling -- and the shortcuts that read the board without it stand aside. Proven here with a module of
// the test's own: every unit observes from the square above it (if empty), not from its own.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "notation/fen.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using condition_checks::sq;

class ObserveFromAbove final : public RuleModule {
 public:
  const char* name() const override { return "observe from above"; }
  unsigned hooks() const override { return kHookObservers; }
  ObserverSquares observer_squares(const Position& pos, const Rules&, Square from, Colour) const override {
    ObserverSquares o;
    o.own = false;
    const Square above = pos.geometry().offset(from, 0, 1);
    if (above.is_some() && pos.at(above).is_empty()) o.squares[o.count++] = above;
    return o;
  }
};

std::shared_ptr<Rules> observing_from_above() {
  auto rules = build_variant("chess");
  rules->add_module(std::make_unique<ObserveFromAbove>());
  return rules;
}

TEST(ObserverSquares, EveryAttackTestAsksTheModule) {
  auto rules = observing_from_above();
  // The white rook on a2 observes rank 3 (from a3), not rank 2.
  const Position pos = parse_fen(*rules, "7k/8/8/8/8/8/R7/7K w - - 0 1");
  EXPECT_TRUE(rules->is_attacked(pos, sq("h3"), Colour::White));
  EXPECT_FALSE(rules->is_attacked(pos, sq("h2"), Colour::White));
  EXPECT_TRUE(rules->is_attacked_by(pos, sq("h3"), Colour::White, PieceKind::Rook, ObservationLevel::All,
                                    ObservationPurpose::Check));
  EXPECT_FALSE(rules->is_attacked_by(pos, sq("h3"), Colour::White, PieceKind::Queen, ObservationLevel::All,
                                     ObservationPurpose::Check));
  // The observer found is the unit on its own square (a2), for a hook that asks about it.
  Square found;
  EXPECT_TRUE(rules->is_attacked_if(pos, sq("c3"), Colour::White, ObservationPurpose::Check, [&](Square s) {
    found = s;
    return true;
  }));
  EXPECT_EQ(found, sq("a2"));
  // Not with a unit above it: then it observes nothing.
  const Position blocked = parse_fen(*rules, "7k/8/8/8/8/N7/R7/7K w - - 0 1");
  EXPECT_FALSE(rules->is_attacked_by(blocked, sq("h3"), Colour::White, PieceKind::Rook, ObservationLevel::All,
                                     ObservationPurpose::Check));
  // No attack map from the attackers' squares.
  std::array<bool, 256> map{};
  EXPECT_FALSE(rules->attack_map(pos, Colour::White, map));
}

TEST(ObserverSquares, CheckAndCastlingFollow) {
  auto rules = observing_from_above();
  // Black's king on h3 is in check from the rook on a2 (from a3), not on h2.
  EXPECT_TRUE(condition_checks::in_check(*rules, "8/8/8/8/8/7k/R7/K7 b - - 0 1"));
  EXPECT_FALSE(condition_checks::in_check(*rules, "8/8/8/8/8/8/R6k/K7 b - - 0 1"));
  // Castling asks the same. A black pawn on g2 observes from g3 (f2, h2), so f1 is free; a rook on a1
  // observes from a2, so e1 is not in check; a knight on d1 observes from d2, so f1 is guarded.
  EXPECT_TRUE(condition_checks::legal(*rules, "k7/8/8/8/8/8/6p1/4K2R w K - 0 1", "e1g1"));
  EXPECT_TRUE(condition_checks::legal(*rules, "k7/8/8/8/8/8/8/r3K2R w K - 0 1", "e1g1"));
  EXPECT_FALSE(condition_checks::legal(*rules, "k7/8/8/8/8/8/8/3nK2R w K - 0 1", "e1g1"));
}

}  // namespace
}  // namespace nightrider
