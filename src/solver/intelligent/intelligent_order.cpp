// Plays sorted by the first target that finds them (intelligent_order.h).
#include "solver/intelligent/intelligent_order.h"

namespace nightrider::solver::intelligent {

namespace {

bool finds(const EnumerationInput& input, const std::vector<TargetUnit>& target,
           const std::vector<TargetUnit>& final) {
  for (size_t u = 0; u < target.size(); ++u) {
    if (target[u].square >= 0) {
      if (final[u].square != target[u].square || final[u].walk != target[u].walk) return false;
    } else if (input.units[u].side == Side::Black && final[u].square >= 0) {
      return false;  // an unused black unit still on the board
    }
  }
  return true;
}

}  // namespace

IntelligentOrder order_by_stalemate_targets(const EnumerationInput& input,
                                            const std::vector<std::vector<TargetUnit>>& finals,
                                            bool count_all) {
  IntelligentOrder result;
  std::vector<bool> written(finals.size(), false);
  size_t left = finals.size();
  enumerate_stalemate_targets(input, [&](const std::vector<TargetUnit>& target) {
    ++result.targets;
    for (size_t i = 0; i < finals.size(); ++i) {
      if (written[i] || !finds(input, target, finals[i])) continue;
      written[i] = true;
      result.order.push_back(i);
      --left;
    }
    return count_all || left > 0;
  });
  for (size_t i = 0; i < finals.size(); ++i)
    if (!written[i]) {
      result.order.push_back(i);
      result.complete = false;
    }
  return result;
}

}  // namespace nightrider::solver::intelligent
