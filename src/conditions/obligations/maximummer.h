// White and Black Maximummer (Popeye `WhiteMaximummer`, `BlackMaximummer`, French `BlancMaximum`,
// `NoirMaximum`, German `WeisserLaengstzueger`, `SchwarzerLaengstzueger`; optional `exact` or `ultra`):
// the side plays one of its longest moves. White and Black Minimummer (`WhiteMinimummer`,
// `BlackMinimummer`, French `BlancMinimum`, `NoirMinimum`, German `WeisserKuerzestzueger`,
// `SchwarzerKuerzestzueger`): one of its shortest, by the same lengths (Popeye measures them as the
// greatest of "the largest number less the length").
//
// Popeye's reading (conditions/mummer.c):
// - a move's length is the square of the distance its unit travels (d4-e6: 1 + 4 = 5), castling 16 on
//   the king's side and 25 on the queen's; rebirths and other side effects do not count;
// - by default the longest are found among the legal moves; under `exact` among the moves before the
//   test of self-check (filters asked), so a side whose longest moves all leave its king in check has no
//   legal move; `ultra` measures so too and also says what check is: the side's unit observes the enemy
//   king only if taking it would be one of the side's longest moves (a check hook in front of the
//   others; the side's moves are generated with the side to move set to it for the while).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

enum class MummerStrictness : uint8_t { Regular, Exact, Ultra };
// Which moves the side must choose: its longest (Maximummer), its shortest (Minimummer), or those of its
// unit that stands first in the alphabetical order of the squares, a1 a2 … a8 b1 … h8 (Alphabetic chess,
// conditions/obligations/alphabetic.h).
enum class MummerAim : uint8_t { Longest, Shortest, FirstInAlphabet };

class Maximummer final : public RuleModule {
 public:
  // `scratch_slot`: the Position::scratch word both sides' modules share, set while a side's moves are
  // measured for the ultra check (the check tests that generation asks, castling's, are then the
  // ordinary ones).
  Maximummer(Colour side, MummerAim aim, MummerStrictness strictness, int scratch_slot)
      : side_(side), aim_(aim), strictness_(strictness), scratch_slot_(scratch_slot) {}
  const char* name() const override {
    return aim_ == MummerAim::Longest    ? "Maximummer"
           : aim_ == MummerAim::Shortest ? "Minimummer"
                                         : "alphabetic";
  }
  // Regular: an obligation over the legal list; exact and ultra: a filter (a move is refused before it is
  // played when a longer one exists), and under ultra a check hook.
  unsigned hooks() const override {
    if (strictness_ == MummerStrictness::Regular) return kHookObligation;
    return kHookFilter | (strictness_ == MummerStrictness::Ultra ? kHookCheck : 0u);
  }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

  // The length Popeye gives the move (the square of the distance; castling 16 or 25).
  static int length(const Move& m);
  // How much the side prefers the move: its length (Maximummer), the length negated (Minimummer), or the
  // place of its departure square in the alphabetical order negated (Alphabetic chess).
  int preference(const Move& m) const {
    if (aim_ == MummerAim::FirstInAlphabet) return -(m.from.file() * 64 + m.from.rank());
    return aim_ == MummerAim::Longest ? length(m) : -length(m);
  }
  // The most preferred of the side's moves in `pos` (pseudo-legal, filters asked, self-check not),
  // whoever is to move there; kNoMove if it has none. It may stop at the first move preferred to
  // `beyond`.
  static constexpr int kNoMove = -(1 << 30);
  int best_pseudo_legal(const Position& pos, const Rules& rules, int beyond = 1 << 30) const;

 private:
  Colour side_;
  MummerAim aim_;
  MummerStrictness strictness_;
  int scratch_slot_;
};

// Adds the obligation of `side` (`keyword` names it in messages), with Popeye's strictness words
// [exact | ultra] where `arguments` has them.
void apply_mummer(Rules& rules, Colour side, MummerAim aim, const char* keyword,
                  const std::vector<std::string>& arguments);

// [exact | ultra] (conditions/registry).
void apply_white_maximummer(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_maximummer(Rules& rules, const std::vector<std::string>& arguments);

void apply_white_minimummer(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_minimummer(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_maximummer_condition();
const ConditionEntry& black_maximummer_condition();
const ConditionEntry& white_minimummer_condition();
const ConditionEntry& black_minimummer_condition();

}  // namespace nightrider::conditions
