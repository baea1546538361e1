// Plays sorted by the first target that finds them (intelligent_order.h).
#include "solver/intelligent/intelligent_order.h"

#include <cstdlib>

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

namespace {

// Popeye's guard along one play for one target (mate/goalreachable_guard.c).
bool mate_target_finds(const EnumerationInput& input, const MateTarget& target,
                       const std::vector<PlayPosition>& play) {
  const size_t n = input.units.size();
  int black_king = -1;
  for (size_t u = 0; u < n; ++u)
    if (input.units[u].side == Side::Black && input.units[u].walk == Walk::King)
      black_king = target.units[u].square;
  const bool test_castling =
      input.castling[0][0] || input.castling[0][1] || input.castling[1][0] || input.castling[1][1];
  auto reserved = [&](int sq) { return sq >= 0 && ((target.reserved >> sq) & 1) != 0; };
  int64_t moves_left[2] = {input.white_moves, input.black_moves};
  int64_t required[2] = {0, 0};
  int64_t openings = 0;
  auto count = [&](size_t u, const TargetUnit& now, bool checking, const bool castling[2][2]) {
    const Side side = input.units[u].side;
    return static_cast<int64_t>(moves_needed(side, now.walk, now.square, target.units[u].walk,
                                             target.units[u].square, checking, black_king, castling,
                                             test_castling));
  };
  for (size_t step = 1; step < play.size(); ++step) {
    const PlayPosition& before = play[step - 1];
    const PlayPosition& after = play[step];
    // The mover: the unit that stands elsewhere now (a king castling: the king).
    int mover = -1, taken = -1;
    for (size_t u = 0; u < n; ++u) {
      if (before.units[u].square < 0) continue;
      if (after.units[u].square < 0) {
        taken = static_cast<int>(u);
      } else if (after.units[u].square != before.units[u].square) {
        if (mover < 0 || input.units[u].walk == Walk::King) mover = static_cast<int>(u);
      }
    }
    if (mover < 0) return false;  // (not a play this follows)
    const Side side = input.units[static_cast<size_t>(mover)].side;
    const size_t s = static_cast<size_t>(side);
    --moves_left[s];
    if (taken >= 0 && target.units[static_cast<size_t>(taken)].square >= 0) return false;
    bool castling_lost = false;
    for (int c = 0; c < 2; ++c)
      for (int k = 0; k < 2; ++k)
        if (before.castling[c][k] && !after.castling[c][k]) castling_lost = true;
    if (step == 1 || castling_lost) {
      required[0] = required[1] = 0;
      openings = 0;
      for (size_t u = 0; u < n; ++u) {
        const TargetUnit& now = after.units[u];
        if (now.square < 0) continue;
        if (target.units[u].square >= 0) {
          const bool checking =
              input.units[u].side == Side::White && target.units[u].gives_check && moves_left[0] > 0;
          required[static_cast<size_t>(input.units[u].side)] += count(u, now, checking, after.castling);
        }
        if (reserved(now.square)) ++openings;
      }
    } else {
      const size_t m = static_cast<size_t>(mover);
      const TargetUnit& from = before.units[m];
      const TargetUnit& to = after.units[m];
      if (reserved(from.square)) --openings;
      if (taken >= 0 && reserved(before.units[static_cast<size_t>(taken)].square)) --openings;
      if (reserved(to.square)) ++openings;
      if (target.units[m].square >= 0) {
        const bool checker = side == Side::White && target.units[m].gives_check;
        const int64_t time_before = count(m, from, checker, after.castling);
        const int64_t time_now = count(m, to, checker && moves_left[0] > 0, after.castling);
        required[s] += time_now - time_before;
      }
    }
    const TargetUnit& moved = after.units[static_cast<size_t>(mover)];
    const TargetUnit& was = before.units[static_cast<size_t>(mover)];
    const bool double_step = moved.walk == Walk::Pawn && was.walk == Walk::Pawn &&
                             std::abs(moved.square / 8 - was.square / 8) == 2;
    if (required[0] > moves_left[0] || required[1] > moves_left[1] ||
        openings > moves_left[0] + moves_left[1] + (double_step ? 1 : 0))
      return false;
  }
  return true;
}

}  // namespace

IntelligentOrder order_by_mate_targets(const EnumerationInput& input,
                                       const std::vector<std::vector<PlayPosition>>& plays, bool count_all) {
  IntelligentOrder result;
  std::vector<bool> written(plays.size(), false);
  size_t left = plays.size();
  enumerate_mate_targets(input, [&](const MateTarget& target) {
    ++result.targets;
    for (size_t i = 0; i < plays.size(); ++i) {
      if (written[i] || !mate_target_finds(input, target, plays[i])) continue;
      written[i] = true;
      result.order.push_back(i);
      --left;
    }
    return count_all || left > 0;
  });
  for (size_t i = 0; i < plays.size(); ++i)
    if (!written[i]) {
      result.order.push_back(i);
      result.complete = false;
    }
  return result;
}

uint32_t moves_needed(Side side, Walk from_walk, int from, Walk to_walk, int to, bool checking,
                      int black_king, const bool castling[2][2], bool test_castling) {
  return TargetEnumerator::moves_during_play(side, from_walk, from, to_walk, to, checking, black_king,
                                             castling, test_castling);
}

}  // namespace nightrider::solver::intelligent
