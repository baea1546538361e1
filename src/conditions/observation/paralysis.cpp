#include "conditions/observation/paralysis.h"

#include <cstdlib>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

// The module that says where units observe from (kHookObservers: Mars Circe and its family), if any.
const RuleModule* observing_elsewhere(const Rules& rules) {
  for (const auto& module : rules.modules())
    if (module->hooks() & kHookObservers) return module.get();
  return nullptr;
}

// Popeye's shortcut before it asks whether a unit observes `target` from `there` (Mars Circe): for the
// queen, rook, bishop and knight, `target` must be on one of the walk's lines (or leaps) from `there`,
// blocked or not.
bool on_walk_line_for_paralysis(PieceKind walk, Square there, Square target) {
  const int df = std::abs(target.file() - there.file()), dr = std::abs(target.rank() - there.rank());
  if (df == 0 && dr == 0) return false;
  switch (walk) {
    case PieceKind::Queen:
      return df == 0 || dr == 0 || df == dr;
    case PieceKind::Rook:
      return df == 0 || dr == 0;
    case PieceKind::Bishop:
      return df == dr;
    case PieceKind::Knight:
      return (df == 1 && dr == 2) || (df == 2 && dr == 1);
    default:
      return true;
  }
}

// Is `target` observed, as Popeye asks it for paralysis beside units observing from other squares: it
// takes each unit of `by` of `walk` in turn (not one on `target`) to each square it observes from (its
// own, if it observes from there), and asks whether then any unit of `by` of `walk` observes `target`
// from where it stands, its walk's geometry only (conditions/marscirce/marscirce.c: its iteration of
// the observers puts one on its rebirth square, and the walk's observation test that follows looks
// for every unit of the walk; the paralysis test asks the geometry alone, not where the unit must
// observe from). So a unit may be paralysed by one that cannot observe it, beside one that goes to
// its rebirth square.
bool observed_as_popeye_paralyses(const Position& pos, const Rules& rules, const RuleModule& observers,
                                  Square target, Colour by, PieceKind walk) {
  auto of_walk = [&](const Position& board, Square s) {
    const Piece q = board.at(s);
    return s != target && q.is_unit() && q.kind() == walk &&
           (q.colour() == by || q.colour() == Colour::Neutral);
  };
  auto any_observes = [&](const Position& board) {
    for (Square f : board.geometry().squares()) {
      if (!of_walk(board, f)) continue;
      MoveList moves;
      rules.generate_walk_moves(board, f, moves);
      for (const Move& m : moves)
        if (m.to == target && m.is_capture()) return true;
    }
    return false;
  };
  for (Square e : pos.geometry().squares()) {
    if (!of_walk(pos, e)) continue;
    const ObserverSquares o = observers.observer_squares(pos, rules, e, by);
    Square from[4];
    int count = 0;
    if (o.own) from[count++] = e;
    for (int i = 0; i < o.count; ++i) from[count++] = o.squares[i];
    for (int i = 0; i < count; ++i)
      if (on_walk_line_for_paralysis(walk, from[i], target) &&
          with_unit_on(pos, e, from[i], pos.at(e), any_observes))
        return true;
  }
  return false;
}

}  // namespace

std::optional<PieceKind> Paralysis::paralyser(const Rules& rules, PieceKind kind) const {
  if (by_ == By::SameKind) {
    if (rules.def(kind).royal && !rex_inclusive_) return std::nullopt;
    return kind;
  }
  return eiffel_paralyser(kind);
}

std::optional<PieceKind> eiffel_paralyser(PieceKind kind) {
  switch (kind) {
    case PieceKind::Pawn:
      return PieceKind::Queen;
    case PieceKind::Queen:
      return PieceKind::Rook;
    case PieceKind::Rook:
      return PieceKind::Bishop;
    case PieceKind::Bishop:
      return PieceKind::Knight;
    case PieceKind::Knight:
      return PieceKind::Pawn;
    default:
      return std::nullopt;
  }
}

bool Paralysis::paralysed(const Position& pos, const Rules& rules, Square square) const {
  const Piece p = pos.at(square);
  if (!p.is_unit() || p.colour() == Colour::Neutral) return false;
  const std::optional<PieceKind> walk = paralyser(rules, p.kind());
  if (!walk || !rules.uses(*walk)) return false;
  // (Beside units that observe with lent walks, Annan's or a confronting unit's: a unit paralyses with
  // the walk it would move with, whatever its own kind; the paralysed unit is read as it stands.)
  if (const LentWalkObservers* lender = lent_walk_observers(rules))
    return observed_with_lent_walk(pos, rules, *lender, square, opposite(p.colour()), *walk,
                                   ObservationLevel::Observer, ObservationPurpose::Paralysis);
  if (const RuleModule* observers = observing_elsewhere(rules))
    return observed_as_popeye_paralyses(pos, rules, *observers, square, opposite(p.colour()), *walk);
  return rules.is_attacked_by(pos, square, opposite(p.colour()), *walk, ObservationLevel::Observer,
                              ObservationPurpose::Paralysis);
}

bool Paralysis::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return m.kind == MoveKind::Null || !paralysed(pos, rules, m.from);
}

bool Paralysis::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return !paralysed(pos, rules, o.from);
}

void apply_madrasi(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityWalksLentUncheckedBesideParalysis, "Madrasi",
                "Madrasi's paralysis beside these lent walks is not compared with Popeye yet");
  bool rex_inclusive = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "rexinclusive")
      rex_inclusive = true;
    else if (word != "rexexclusive")
      throw std::invalid_argument("Madrasi " + a + " is not supported yet");
  }
  // (Compared with Popeye beside Phantom chess, a check differed: its observers from two squares.)
  rules.exclude(kCapabilityObservingFromSeveralSquares, "Madrasi",
                "Madrasi's paralysis beside units observing from several squares is not Popeye's yet");
  rules.add_module(std::make_unique<Paralysis>(Paralysis::By::SameKind, rex_inclusive));
}

void apply_eiffel(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityWalksLentUncheckedBesideParalysis, "EiffelChess",
                "Eiffel chess's paralysis beside these lent walks is not compared with Popeye yet");
  expect_no_arguments("EiffelChess", arguments);
  rules.exclude(kCapabilityObservingElsewhere, "EiffelChess",
                "Eiffel chess's paralysis beside units observing from other squares is not Popeye's yet");
  rules.exclude(kCapabilityKnightRole, "EiffelChess",
                "Eiffel chess's cycle with another kind in the knight's role is not supported yet");
  rules.add_module(std::make_unique<Paralysis>(Paralysis::By::EiffelCycle, false));
}

const ConditionEntry& madrasi_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Madrasi", .fr = "Madrasi", .de = "Madrasi", .seeds = {}},
      .apply = &apply_madrasi,
  };
  return entry;
}

const ConditionEntry& eiffel_condition() {
  static const ConditionEntry entry{
      .names = {.en = "EiffelChess", .fr = "EchecsEiffel", .de = "EiffelSchach", .seeds = {{"Eiffel", {}}}},
      .apply = &apply_eiffel,
      // (Popeye paralyses a neutral unit as the side it moves for: not modelled, its lines differ.)
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
