#include "conditions/circe/anticirce.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/circe/circe.h"
#include "conditions/circe/equipollents.h"
#include "conditions/circe/reborn_promotion.h"
#include "conditions/circe/super_circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {
// A neutral capturer's square is found as the mover's (Popeye's relevant side).
Piece as_mover(Piece capturer, Colour mover) {
  return capturer.colour() == Colour::Neutral ? capturer.with_colour(mover) : capturer;
}
}  // namespace

Piece AntiCirce::reborn_capturer(const Rules& rules, Piece capturer, Piece captured) const {
  // Chameleon: the capturer goes on as the next kind of its cycle, to that kind's square.
  if (squares_.chameleon) return squares_.chameleon_unit(capturer);
  if (!squares_.clone || !captured.is_unit()) return capturer;
  if (rules.def(captured.kind()).royal || (captured.attributes() & kAttributeRoyal)) return capturer;
  // A king keeps its royalty in its new kind (Popeye keeps the unit's flags, Royal among them).
  const PieceAttributes royal = rules.def(capturer.kind()).royal ? PieceAttributes{kAttributeRoyal} : 0;
  return Piece(captured.kind(), capturer.colour(),
               static_cast<PieceAttributes>(capturer.attributes() | royal));
}

std::optional<Square> AntiCirce::rebirth_square(const Position& pos, const Rules& rules, Piece reborn,
                                                Piece captured, Square from, Square target, Square capture,
                                                Square standing) const {
  if (stays_as_king(rules, reborn)) return std::nullopt;
  // Couscous: the captured unit's own square (a neutral unit's as the other side's).
  const Piece relevant =
      squares_.couscous && captured.is_unit()
          ? (captured.colour() == Colour::Neutral ? captured.with_colour(opposite(reborn.colour()))
                                                  : captured)
          : reborn;
  return squares_.square(relevant, rule_square(target, capture), from, pos.origin(standing));
}

bool AntiCirce::rebirth_allows(const Position& pos, const Rules& rules, Piece capturer, Piece captured,
                               Square from, Square target, Square capture) const {
  if (stays_as_king(rules, capturer)) return true;
  const Piece reborn = reborn_capturer(rules, capturer, captured);
  const std::optional<Square> rebirth =
      rebirth_square(pos, rules, reborn, captured, from, target, capture, from);
  if (!rebirth) return false;  // (off the board: Antipodes never, the others neither on 8x8)
  if (*rebirth == target) return !cheylan_;
  // (The capturer leaves its own square, the unit taken its own; an occupied one sends the capturer
  // under it (Volcanic), off the board (Relaxed), leaves it where it took (Para) or sends the occupant
  // under it (Parachute).)
  return occupied_ != AntiCirceOccupied::Strict || *rebirth == from || *rebirth == capture ||
         pos.at(*rebirth).is_empty();
}

bool AntiCirce::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture()) return true;
  const Piece mover = pos.at(m.from);
  // (As it arrives: a type-2 magic square changes its side first.)
  const Piece capturer = rules.arriving_as(
      pos, m.to, m.promotion != PieceKind::None ? Piece(m.promotion, mover.colour()) : mover);
  const Square capture = m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
  return rebirth_allows(pos, rules, as_mover(capturer, pos.side_to_move()), pos.at(capture), m.from, m.to,
                        capture);
}

void AntiCirce::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.is_capture()) {
    Piece capturer = pos.at(m.to);
    if (const Piece arrived = rules.arriving_as(pos, m.to, capturer); arrived != capturer) {
      pos.change(m.to, arrived, EffectReason::SideChange);  // (a type-2 magic square: "=b")
      capturer = arrived;
    }
    const auto [captured, capture] = captured_unit(pos);
    const Piece reborn = reborn_capturer(rules, capturer, captured);
    const std::optional<Square> rebirth =
        rebirth_square(pos, rules, as_mover(reborn, pos.side_to_move()), captured, m.from, m.to,
                       capture.is_some() ? capture : m.to, m.to);
    const bool occupied = rebirth && *rebirth != m.to && !pos.at(*rebirth).is_empty();
    if (occupied && occupied_ == AntiCirceOccupied::Relaxed) {  // the capturer is lost (Popeye writes nothing)
      pos.remove(m.to, reason(ReasonRole::CapturerRebirth));
    } else if (occupied && occupied_ == AntiCirceOccupied::Para) {  // it stays where it took
    } else if (rebirth) {
      if (occupied && occupied_ == AntiCirceOccupied::Parachute) {  // the occupant waits under the square
        pos.bury(*rebirth, pos.at(*rebirth), EffectReason::Underworld, 0);
        pos.remove(*rebirth, EffectReason::Underworld);
      }
      // Clone: the capturer takes its new kind where it took, then goes to that kind's square.
      if (reborn != capturer) pos.change(m.to, reborn, reason(ReasonRole::CapturerRebirth));
      if (*rebirth == m.to) {
        pos.note_stay(m.to);
      } else if (pos.at(*rebirth).is_empty()) {
        pos.relocate(m.to, *rebirth, reason(ReasonRole::CapturerRebirth));
        if (promotion_)
          promote_reborn(pos, rules, *promotion_, m, *rebirth, reason(ReasonRole::CapturerRebirth));
      } else {  // Volcanic (the filter refused the capture otherwise): it waits under the square
        pos.remove(m.to, reason(ReasonRole::CapturerRebirth));
        pos.bury(*rebirth, reborn, reason(ReasonRole::CapturerRebirth));
      }
    }
  }
  if (waits_under_squares()) bring_back_uncovered(pos);
}

void AntiCirce::choices(const Position& after, const Rules& rules, const Move& m,
                        std::vector<uint32_t>& values) const {
  // Only a pawn sent at once to its last rank has a choice: its new kind.
  if (m.is_capture()) {
    const Piece capturer = rules.arriving_as(after, m.to, after.at(m.to));
    const auto [captured, capture] = captured_unit(after);
    const Piece reborn = as_mover(reborn_capturer(rules, capturer, captured), after.side_to_move());
    const std::optional<Square> rebirth = rebirth_square(after, rules, reborn, captured, m.from, m.to,
                                                         capture.is_some() ? capture : m.to, m.to);
    if (rebirth && *rebirth != m.to && after.at(*rebirth).is_empty()) {
      reborn_promotion_choices(rules, after.geometry(), reborn, after.side_to_move(), *rebirth, *promotion_,
                               values);
      return;
    }
  }
  values.push_back(0);
}

bool AntiCirce::changes_board_after_quiet_move(const Position& before, const Move& m) const {
  if (!waits_under_squares()) return false;
  for (const BuriedUnit& u : before.underworld())
    if (u.square == m.from || before.at(u.square).is_empty()) return true;
  return false;
}

std::optional<bool> AntiCirce::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Square king = pos.king(c);
  if (!king.is_some()) return false;
  const Colour enemy = opposite(c);
  const Piece royal = pos.at(king);  // (a captured royal unit leaves a Clone capturer its kind)
  return rules.is_attacked_if(pos, king, enemy, ObservationPurpose::Check, [&](Square s) {
    const Piece p = pos.at(s);
    // A pawn taking on its last rank promotes first, then goes to its new type's square.
    if (rules.def(p.kind()).pawn && rules.on_promotion_rank(pos.geometry(), king, enemy)) {
      for (PieceKind k : rules.params().promotion_kinds)
        if (rebirth_allows(pos, rules, rules.arriving_as(pos, king, Piece(k, enemy)), royal, s, king, king))
          return true;
      return false;
    }
    return rebirth_allows(pos, rules, as_mover(rules.arriving_as(pos, king, p), enemy), royal, s, king, king);
  });
}

void apply_anticirce(Rules& rules, const std::vector<std::string>& arguments) {
  rules.provide(kCapabilityRebirthCheck, "AntiCirce");
  rules.provide(kCapabilityCapturerSentOn, "AntiCirce");
  rules.exclude(kCapabilityMoverGoesOn, "AntiCirce", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  bool cheylan = false, super = false, equipollents = false, rex_exclusive = false;
  AntiCirceOccupied occupied = AntiCirceOccupied::Strict;
  RebirthSquares squares;
  AprilWalks april;
  std::vector<PieceKind> cycle;  // Chameleon's, as written (Popeye's English piece codes)
  bool reading_cycle = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (reading_cycle) {
      if (const std::optional<PieceKind> kind = chameleon_cycle_kind(word)) {
        cycle.push_back(*kind);
        continue;
      }
      reading_cycle = false;
    }
    if (april.read(word)) continue;
    if (word == "chameleon")
      squares.chameleon = reading_cycle = true;
    else if (word == "cheylan")
      cheylan = true;
    else if (word == "calvet")
      cheylan = false;
    else if (word == "super")
      super = true;
    else if (word == "equipollents")
      equipollents = true;
    else if (word == "volcanic")
      occupied = AntiCirceOccupied::Volcanic;
    else if (word == "strict")  // (AntiCirce's default: an occupied rebirth square forbids the capture)
      occupied = AntiCirceOccupied::Strict;
    else if (word == "relaxed")
      occupied = AntiCirceOccupied::Relaxed;
    else if (word == "para")  // (Nightrider's word: Para-circé)
      occupied = AntiCirceOccupied::Para;
    else if (word == "parachute")
      occupied = AntiCirceOccupied::Parachute;
    else if (word == "rexexclusive")
      rex_exclusive = true;
    else if (word == "rexinclusive")  // (AntiCirce's default)
      rex_exclusive = false;
    else if (!squares.read(word))
      throw std::invalid_argument("AntiCirce " + a + " is not supported yet");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("AntiCirce needs the 8x8 board");
  if (april.restricted && !super) throw std::invalid_argument("AntiCirce April goes with Super only yet");
  if (april.restricted && !april.any_listed())
    throw std::invalid_argument("AntiCirce April needs piece codes (April S B)");
  const bool volcanic = occupied == AntiCirceOccupied::Volcanic, relaxed = occupied == AntiCirceOccupied::Relaxed,
             stays = occupied == AntiCirceOccupied::Para, parachute = occupied == AntiCirceOccupied::Parachute;
  rules.claim("what becomes of a capturer", "AntiCirce");
  if (parachute) rules.claim("the underworld", "AntiCirce Parachute", true);  // (its occupants wait there)
  if (volcanic) {
    // Its capturer waits under the board (not beside Circe's units waiting there for a later move),
    // with its side as it took (not beside MagicSquares, whose change of side Popeye writes after it).
    rules.claim("the underworld", "AntiCirce Volcanic", true);
    rules.claim("the side of a moving unit", "AntiCirce Volcanic", true);
  }
  rules.exclude(kCapabilityKnightRole, "AntiCirce",
                "AntiCirce's rebirth squares for another kind in the knight's role are not supported yet");
  rules.exclude(
      kCapabilityObservingElsewhere, "AntiCirce",
      "AntiCirce's rebirth of the capturer beside units observing from other squares is not Popeye's yet");
  if (equipollents && super) throw std::invalid_argument("AntiCirce cannot be both Super and Equipollents");
  if (squares.chameleon) {
    if (squares.clone) throw std::invalid_argument("AntiCirce cannot be both Chameleon and Clone");
    squares.set_chameleon_cycle(cycle);
  }
  const bool other_squares = squares.any();
  // (Under Couscous and Antipodes a pawn may be sent to its last rank, where it promotes, or to its
  // first; PWC sends the capturer back to the square it left, never a pawn's last rank.)
  if (squares.couscous_as_moved)
    throw std::invalid_argument("AntiCirce CapturerAsMoved is not supported yet");
  if ((squares.couscous || squares.rule == RebirthRule::Antipodes) &&
      (occupied != AntiCirceOccupied::Strict || squares.clone || squares.chameleon || squares.mirror))
    throw std::invalid_argument(
        "AntiCirce Couscous or Antipodes with Volcanic, Relaxed, Para, Parachute, Clone, Chameleon or Mirror "
        "is not supported yet");
  if (squares.rule == RebirthRule::Parrain || squares.rule == RebirthRule::ContraParrain)
    throw std::invalid_argument("AntiCirce with Parrain or ContraParrain is not supported yet");
  if ((relaxed || stays || parachute || rex_exclusive) &&
      (super || equipollents || squares.clone || squares.chameleon))
    throw std::invalid_argument(
        "AntiCirce Relaxed, Para, Parachute or RexExclusive with Super, Equipollents, Clone or Chameleon is "
        "not supported yet");
  // (A unit waiting under a square loses its diagram square; Parachute's occupant beside Volcanic's
  // capturers, both waiting, is not followed.)
  if (parachute && squares.rule == RebirthRule::Diagram)
    throw std::invalid_argument("AntiCirce Diagram Parachute is not supported yet");
  if ((squares.clone || squares.chameleon) && squares.rule != RebirthRule::Classic)
    throw std::invalid_argument("AntiCirce " + std::string(squares.clone ? "Clone" : "Chameleon") +
                                " with another rebirth rule is not supported yet");
  if (other_squares && (super || equipollents))
    throw std::invalid_argument("AntiCirce " + std::string(super ? "Super" : "Equipollents") +
                                " takes no other rebirth rule");
  // (A unit waiting under a square loses its diagram square, which Diagram would need later.)
  if (volcanic && squares.rule == RebirthRule::Diagram)
    throw std::invalid_argument("AntiCirce Diagram Volcanic is not supported yet");
  if (super && volcanic)
    throw std::invalid_argument("AntiCirce Super has no occupied rebirth square: it cannot take Volcanic");
  if (equipollents)
    apply_equipollents_anticirce(rules,
                                 volcanic);  // (Calvet and Cheylan agree: it never stays where it took)
  else if (super)
    apply_anti_super_circe(rules, cheylan, april);
  else {
    // Relaxed: a king whose rebirth square is occupied is lost with its capture, as in Popeye.
    if (relaxed && !rex_exclusive) rules.params().kings_may_be_missing = true;
    std::optional<ChoiceSlot> promotion;
    if (squares.couscous || squares.rule == RebirthRule::Antipodes) {
      promotion = rules.reserve_choice("AntiCirce (a pawn's promotion on its rebirth square)", 4);
      rules.provide(kCapabilityRulePlacedPromotion, "AntiCirce");
      rules.params().pawns_on_first_rank = true;
    }
    rules.add_module(
        std::make_unique<AntiCirce>(cheylan, squares, occupied, rex_exclusive, promotion));
  }
}

const ConditionEntry& anticirce_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AntiCirce",
                .fr = "AntiCirce",
                .de = "AntiCirce",
                .seeds = {{"Anti-Super-Circé", {"Super", "Cheylan"}},
                          // (WinChloe's AntiCirce forbids a capture on the rebirth square: Cheylan)
                          {"Anticircé colonne", {"File", "Cheylan"}},
                          {"Anticircé équipollent", {"Equipollents", "Cheylan"}},
                          {"Anticircé maléfique", {"Mirror", "Cheylan"}},
                          // (docs/rules-decisions.md: the capturer on the captured unit's square)
                          {"Anticircé échange", {"CaptureSquare", "Calvet"}},
                          {"Fusil", {"PWC"}},  // the capturer back where it came from
                          // (docs/rules-decisions.md: the capturer stays where it took if its square is
                          // occupied; kings move and a pawn promotes, as in Popeye)
                          {"Para-circé", {"RexExclusive", "Para", "Calvet"}}}},
      .apply = &apply_anticirce,
      .order = 1,  // its capturer's rebirth before Circe's (order 2) rebirth of the captured unit
  };
  return entry;
}

}  // namespace nightrider::conditions
