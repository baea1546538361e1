#include "conditions/check/checkless.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// The state of the test in progress on this thread: how many checks deep it is, and whether checking
// moves are, for the moment, simply illegal (the first, cheap pass for a move that gives no check).
struct ChecklessTestState {
  int depth = 0;
  bool checks_illegal = false;
};
thread_local ChecklessTestState checkless_test_state;

// Sets a field of the state for a scope.
template <class T>
class ChecklessScopedValue {
 public:
  ChecklessScopedValue(T& field, T value) : field_(field), saved_(field) { field_ = value; }
  ~ChecklessScopedValue() { field_ = saved_; }
  ChecklessScopedValue(const ChecklessScopedValue&) = delete;
  ChecklessScopedValue& operator=(const ChecklessScopedValue&) = delete;

 private:
  T& field_;
  T saved_;
};

}  // namespace

bool ChecklessChess::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  const Colour checked = opposite(mover);
  if (!rules.in_check(pos, checked)) return true;
  ChecklessTestState& state = checkless_test_state;
  if (state.checks_illegal) return false;
  if (state.depth >= kMaxNestedChecks) return true;
  // Mate: the checked side (to move in `pos`, which comes back unchanged) has no legal reply.
  Position& scratch = const_cast<Position&>(pos);
  ChecklessScopedValue<int> deeper(state.depth, state.depth + 1);
  {
    ChecklessScopedValue<bool> plain(state.checks_illegal, true);
    if (rules.has_legal_move(scratch)) return false;  // a reply without check
  }
  return !rules.has_legal_move(scratch);  // the replies that check, each legal only if it mates
}

void apply_checkless_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ChecklessChess", arguments);
  rules.add_module(std::make_unique<ChecklessChess>());
}

const ConditionEntry& checkless_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ChecklessChess",
                .fr = "SansEchecs",
                .de = "OhneSchach",
                .seeds = {{"Sans échec", {}}}},
      .apply = &apply_checkless_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
