// AntiCirce (Popeye `AntiCirce`, WinChloe "Anticircé"): after a capture the capturing unit, kings
// included, goes to its own Circe rebirth square (conditions/circe/circe.h, for its type after a
// promotion), and the captured unit disappears. A capture whose rebirth square is occupied is illegal;
// so is a capture on the rebirth square itself under Cheylan, while Calvet (Popeye's default) lets the
// capturer stay there. A king is in check only when its capture would be such a legal capture
// (RULES.md, "AntiCirce family").
//  - Volcanic (Popeye `AntiCirce Volcanic`): a capture whose rebirth square is occupied is legal; the
//    capturer (promoted first, if a pawn reborn on its last rank) waits under that square and comes
//    back when it is empty at the end of a move, as the captured unit of Circe Volcanic does.
//  - Clone (Popeye `AntiCirce Clone`, `AntiCloneCirce`): the capturer is reborn as a unit of the
//    captured kind, on that kind's square; a capturing king becomes a royal unit of that kind (the
//    attribute Royal), and a captured king or royal unit leaves the capturer its kind.
//  - Relaxed (Popeye `AntiCirce Relaxed`): a capture whose rebirth square is occupied is legal; the
//    capturer leaves the board, as a Circe Relaxed captured unit does (Popeye writes nothing).
//  - Para (Nightrider's word, for the seed's Para-circé): the capturer stays where it took instead.
//  - RexExclusive (Popeye `AntiCirce RexExclusive`): a capturing king stays where it took.
//  - CaptureSquare (Popeye `AntiCirce CaptureSquare`): the capturer goes to the square of the unit it
//    took, which is where it took but for en passant (the pawn taken).
//  - PWC (Popeye `AntiCirce PWC`): the capturer goes back to the square it came from (a pawn promoted
//    on the way).
#pragma once

#include <string>
#include <vector>

#include "conditions/circe/circe.h"
#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// What an occupied rebirth square does to a capture.
enum class AntiCirceOccupied : uint8_t {
  Strict,     // the capture is illegal (AntiCirce's default)
  Volcanic,   // the capturer waits under the square and comes back when it is empty
  Relaxed,    // the capturer leaves the board (as Popeye plays it)
  Para,       // the capturer stays where it took (Nightrider's word: Para-circé)
  Parachute,  // the occupant waits under the square, the capturer lands there
};

class AntiCirce final : public RuleModule {
 public:
  const char* effect_words() const override { return "AntiCirce rebirth"; }
  // With `promotion`, a pawn sent to its last rank (Couscous, Antipodes) promotes to a kind of the
  // mover's choice, as in Popeye (`a3*b4[wPb4->b8=Q]`).
  AntiCirce(bool cheylan, RebirthSquares squares, AntiCirceOccupied occupied, bool rex_exclusive = false,
            std::optional<ChoiceSlot> promotion = std::nullopt)
      : cheylan_(cheylan),
        occupied_(occupied),
        rex_exclusive_(rex_exclusive),
        squares_(squares),
        promotion_(promotion) {}
  const char* name() const override { return "anticirce"; }
  unsigned hooks() const override {
    return kHookFilter | kHookAfterMove | kHookCheck | (promotion_ ? kHookChoice : 0u);
  }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool chooses_only_after_captures() const override { return true; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
  bool reads_unit_origins() const override { return squares_.rule == RebirthRule::Diagram; }
  // A quiet move changes nothing but under Volcanic, where a waiting capturer comes back to a square
  // the move empties or that stands empty.
  bool changes_board_after_quiet_move(const Position& before, const Move& m) const override;
  // Its check reads the units and their rebirth squares (Diagram's squares: the units' origins, which
  // a board looked at without a move does not follow).
  bool judges_units_alone() const override { return squares_.rule != RebirthRule::Diagram; }

 private:
  // May `capturer`, standing on `from`, take `captured` on `target` (as far as its rebirth goes)?
  // `capture`: where the captured unit stands (en passant: not `target`).
  bool rebirth_allows(const Position& pos, const Rules& rules, Piece capturer, Piece captured, Square from,
                      Square target, Square capture) const;
  // The square the rebirth rule reads for a capture arriving on `target` that takes on `capture`.
  Square rule_square(Square target, Square capture) const {
    return squares_.rule == RebirthRule::CaptureSquare ? capture : target;
  }
  // Do units wait under squares (Volcanic's capturers, Parachute's occupants) and come back?
  bool waits_under_squares() const {
    return occupied_ == AntiCirceOccupied::Volcanic || occupied_ == AntiCirceOccupied::Parachute;
  }
  // Is `capturer` a king that RexExclusive leaves where it took?
  bool stays_as_king(const Rules& rules, Piece capturer) const {
    return rex_exclusive_ && (rules.def(capturer.kind()).royal || (capturer.attributes() & kAttributeRoyal));
  }
  // The capturer as it is reborn (Clone: of the captured kind).
  Piece reborn_capturer(const Rules& rules, Piece capturer, Piece captured) const;
  // Where `reborn` (the capturer as reborn, the mover's) goes after taking `captured` on `capture` by a
  // move from `from` arriving on `target` (Couscous: the captured unit's own square); none: it stays.
  // `standing`: where the capturer stands on `pos` (its diagram square is read there).
  std::optional<Square> rebirth_square(const Position& pos, const Rules& rules, Piece reborn, Piece captured,
                                       Square from, Square target, Square capture, Square standing) const;
  bool cheylan_;
  AntiCirceOccupied occupied_;
  bool rex_exclusive_;      // a capturing king stays where it took
  RebirthSquares squares_;  // the capturer's square (Mirror, Symmetry … of conditions/circe/circe.h)
  std::optional<ChoiceSlot> promotion_;  // a pawn sent to its last rank promotes (Couscous, Antipodes)
};

// AntiCirce [Calvet | Cheylan] [Volcanic | Relaxed | Para | Strict] [RexExclusive] [Clone] [a rebirth rule:
// Mirror, Symmetry, File, CaptureSquare, PWC …]
// (conditions/registry).
void apply_anticirce(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& anticirce_condition();

}  // namespace nightrider::conditions
