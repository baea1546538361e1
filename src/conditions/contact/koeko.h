// The contact conditions of Popeye's Koeko family:
//
// - KoeKo (Popeye `KoeKo`, French `Koeko`, German `KoeKo`): every unit a move moves (the mover, a
//   castling rook, a unit a rule moves on, followed to where the move leaves it) must end in contact:
//   a unit (not a hole) on a square next to it. `KoeKo Neighbour X` (X a leaper: S, WE, FE, CA, AL, Z,
//   DA, GI, AN) takes the squares that leaper reaches as the neighbourhood instead of the king's.
// - AntiKoeko (`AntiKoeko`, same words): the mover must end with no unit in its neighbourhood.
// - NewKoeko (`NewKoeko`, French `KoekoNouveaux`, German `NeuKoeko`): the mover must be in contact
//   after its move exactly when it was in contact before it (king's neighbourhood).
//
// Check and every other observation follow the rule as Popeye has it: a unit observes a square only if
// its move there (a capture where a unit stands) would keep the rule; the move is played to find out,
// its side effects (a Circe rebirth bringing a unit next to the capturer) included.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "pieces/piece_def.h"
#include "rules/rules.h"

namespace nightrider::conditions {

enum class KoekoRule : uint8_t {
  EveryMovedUnitInContact,  // KoeKo
  MoverOutOfContact,        // AntiKoeko
  MoverKeepsContact,        // NewKoeko: in contact after exactly when in contact before
};

class Koeko final : public RuleModule {
 public:
  Koeko(KoekoRule rule, std::vector<Vec> neighbourhood) : rule_(rule), neighbourhood_(std::move(neighbourhood)) {}
  const char* name() const override;
  unsigned hooks() const override { return kHookLegality | kHookObservation; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }

  // Does a unit (not a hole) stand in the neighbourhood of `s`?
  bool in_contact(const Position& pos, Square s) const;
  // Does the move just played on `after` keep the rule?
  bool keeps_rule(const Position& after) const;

 private:
  // Was a unit (not a hole) on `s` before the move just played on `after`?
  static bool unit_before(const Position& after, Square s);
  KoekoRule rule_;
  std::vector<Vec> neighbourhood_;
};

// The neighbourhood vectors of Popeye's KoeKo variants: the king's without arguments, or those of the
// leaper named after `Neighbour`; throws std::invalid_argument (one line) for anything else.
std::vector<Vec> koeko_neighbourhood(const std::string& keyword, const std::vector<std::string>& arguments);

void apply_koeko(Rules& rules, const std::vector<std::string>& arguments);
void apply_antikoeko(Rules& rules, const std::vector<std::string>& arguments);
void apply_newkoeko(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& koeko_condition();
const ConditionEntry& antikoeko_condition();
const ConditionEntry& newkoeko_condition();

}  // namespace nightrider::conditions
