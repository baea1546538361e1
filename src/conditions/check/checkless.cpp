#include "conditions/check/checkless.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// The test in progress, in its scratch word: bits 0-15 how many checks deep, bit 16 "checking moves are
// simply illegal" (the first, cheap pass for a reply that gives no check).
constexpr uint32_t kChecklessDepthMask = 0xFFFF;
constexpr uint32_t kChecklessChecksIllegal = 1u << 16;

// Gives a scratch word back its value at the end of a scope.
class ChecklessScratchRestore {
 public:
  explicit ChecklessScratchRestore(uint32_t& word) : word_(word), saved_(word) {}
  ~ChecklessScratchRestore() { word_ = saved_; }
  ChecklessScratchRestore(const ChecklessScratchRestore&) = delete;
  ChecklessScratchRestore& operator=(const ChecklessScratchRestore&) = delete;

 private:
  uint32_t& word_;
  uint32_t saved_;
};

}  // namespace

bool ChecklessChess::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  const Colour checked = opposite(mover);
  if (!rules.in_check(pos, checked)) return true;
  uint32_t& state = pos.scratch(scratch_slot_);
  if (state & kChecklessChecksIllegal) return false;
  if (static_cast<int>(state & kChecklessDepthMask) >= kMaxNestedChecks) return true;
  // Mate: the checked side (to move in `pos`, which comes back unchanged) has no legal reply.
  Position& scratch = const_cast<Position&>(pos);
  ChecklessScratchRestore restore(state);
  state += 1;  // one check deeper
  {
    ChecklessScratchRestore plain(state);
    state |= kChecklessChecksIllegal;
    if (rules.has_legal_move(scratch)) return false;  // a reply without check
  }
  return !rules.has_legal_move(scratch);  // the replies that check, each legal only if it mates
}

void apply_checkless_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ChecklessChess", arguments);
  rules.add_module(std::make_unique<ChecklessChess>(rules.reserve_scratch("ChecklessChess")));
}

const ConditionEntry& checkless_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ChecklessChess",
                .fr = "SansEchecs",
                .de = "OhneSchach",
                .seeds = {{"Sans échec", {}}}},
      .apply = &apply_checkless_chess,
      // It only forbids moves (checks that do not mate): a proof game's lower bound holds.
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
