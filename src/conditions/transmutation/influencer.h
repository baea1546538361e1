// Influencer chess (Popeye `Influencer`, French `Influenceur`, German `Influencer`): a unit that moves (a
// king or another royal unit aside) influences the enemy units standing next to it where its move ends (the
// eight squares around, royal units aside; neutral units count as enemies): each becomes a pawn, or,
// standing on the first or last rank, a unit of the influencer's kind. The enemy is the side that did
// not move, whoever the influencer belongs to (in a Messigny exchange the two units both influence the
// mover's opponent). A pawn that the influence leaves on its promotion rank (an influencing pawn beside
// the enemy's last rank) promotes, to a kind of the mover's choice, one promotion after another.
//
// As Popeye 4.104 plays it (conditions/influencer.c, pieces/walks/pawns/promotion.c, read, not
// copied): the influencer is followed where the rules sent it after its move (AntiCirce's rebirth); the
// squares are looked at in Popeye's order (right, up, left, down, up-left, up-right, down-right,
// down-left) and every change is written, a pawn that stays a pawn too: `Sd3-c5[b5=P][d4=P][b4=P]`;
// the castling rook influences, the king does not; after an exchange the unit now on the departure
// square influences first. A rook made on its home square gets its castling right (castling's own
// rule for units a rule puts there).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class InfluencerChess final : public RuleModule {
 public:
  // The choice: the promoted pawns' kinds, as digits of base (number of promotion kinds + 1), the
  // first pawn lowest (a digit 0: no promotion).
  static constexpr int kBits = 10;
  explicit InfluencerChess(ChoiceSlot slot) : slot_(slot) {}
  const char* name() const override { return "Influencer"; }
  const char* effect_words() const override { return "influence"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

  // One change the influence makes: the square and the unit it becomes.
  using Change = std::pair<Square, Piece>;
  // The changes move `m` makes by influence, in order, on `after` (the board after the move and the
  // rules' side effects before this one's).
  std::vector<Change> changes(const Position& after, const Rules& rules, const Move& m) const;
  // The squares, in order, of the pawns the influence leaves on their promotion rank.
  std::vector<Square> promoting_pawns(const Position& after, const Rules& rules,
                                      const std::vector<Change>& changes) const;

 private:
  ChoiceSlot slot_;
};

void apply_influencer(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& influencer_condition();

}  // namespace nightrider::conditions
