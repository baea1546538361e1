#include "conditions/transmutation/frankfurt.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "rules/letter_for_new_kind.h"

namespace nightrider::conditions {

PieceKind Frankfurt::new_kind(PieceKind taken) const {
  if (!protean_) return taken;
  if (taken == PieceKind::Pawn) return PieceKind::ReversePawn;
  if (taken == PieceKind::ReversePawn) return PieceKind::Pawn;
  return taken;
}

bool Frankfurt::changes(const Position& pos, const Rules& rules, Square from, Square victim) const {
  const Piece mover = pos.at(from), taken = pos.at(victim);
  if (!mover.is_unit() || !taken.is_unit() || new_kind(taken.kind()) == mover.kind()) return false;
  const bool royal = rules.def(mover.kind()).royal || (mover.attributes() & kAttributeRoyal);
  return kings_too_ || !royal;
}

bool Frankfurt::promotes_not(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture() || m.kind != MoveKind::Normal || !rules.def(pos.at(m.from).kind()).pawn ||
      !changes(pos, rules, m.from, m.to))
    return false;
  // (Promoted still if it becomes a pawn that promotes there.)
  const PieceDef& becomes = rules.def(new_kind(pos.at(m.to).kind()));
  return !becomes.pawn || !rules.on_promotion_rank(pos.geometry(), m.to,
                                                   Rules::pawn_rank_side(becomes, pos.at(m.from).colour()));
}

void Frankfurt::generate(const Position& pos, const Rules& rules, MoveList& moves) const {
  // A pawn's capture of a piece on its last rank: the one move in which it becomes that piece (the
  // filter drops its promotions).
  const PieceKind first = rules.params().promotion_kinds.empty() ? PieceKind::None : rules.params().promotion_kinds.front();
  const size_t generated = moves.size();
  for (size_t i = 0; i < generated; ++i) {
    const Move m = moves[i];
    if (m.promotion == PieceKind::None || m.promotion != first || !promotes_not(pos, rules, m)) continue;
    Move plain = m;
    plain.promotion = PieceKind::None;
    moves.push(plain);
  }
}

bool Frankfurt::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return m.promotion == PieceKind::None || !promotes_not(pos, rules, m);
}

void Frankfurt::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture() || m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return;
  // The unit the move took (its own removal) and the mover where it arrived.
  Piece taken;
  for (const Effect& e : pos.last_effects())
    if (e.kind == EffectKind::Remove && e.reason.role == ReasonRole::Move) {
      taken = e.piece;
      break;
    }
  const Piece mover = pos.at(m.to);
  if (!taken.is_unit() || !mover.is_unit() || mover.colour() != pos.side_to_move()) return;
  const PieceKind kind = new_kind(taken.kind());
  if (kind == mover.kind()) return;
  const bool royal = rules.def(mover.kind()).royal || (mover.attributes() & kAttributeRoyal);
  if (royal && !kings_too_) return;
  const PieceAttributes attributes =
      static_cast<PieceAttributes>(mover.attributes() | (royal ? PieceAttributes{kAttributeRoyal} : 0));
  pos.change(m.to, Piece(kind, mover.colour(), attributes), EffectReason::KindChange);
}

void Frankfurt::diagram(Position& pos, const Rules& rules) const {
  // (Under Protean chess the unit taken on its first rank is a pawn that gives a reverse pawn, which
  // stands there on its own first rank.)
  if (protean_) return;
  const Geometry& geo = pos.geometry();
  for (int rank = 0; rank < geo.height(); ++rank)
    for (int file = 0; file < geo.width(); ++file) {
      const Square s(file, rank);
      const Piece p = pos.at(s);
      if (p.is_unit() && p.colour() != Colour::Neutral && rules.def(p.kind()).pawn &&
          rules.on_promotion_rank(geo, s, opposite(p.colour())))
        throw std::invalid_argument(
            "FrankfurtChess with a pawn on its first rank (a capturer becoming a pawn on its last rank) is not supported yet");
    }
}

namespace {

void apply_kind_taking(Rules& rules, const std::vector<std::string>& arguments, const std::string& name,
                       bool protean) {
  bool kings_too = true;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "rexexclusive")
      kings_too = false;
    else if (word == "rexinclusive")
      kings_too = true;
    else
      throw std::invalid_argument(name + " " + a + " is not supported yet");
  }
  rules.exclude(kCapabilityCapturerSentOn, name,
                "the capturer's new kind before a rule sends it on (its rebirth square, its legality) is not "
                "supported yet");
  rules.exclude(kCapabilityMoverGoesOn, name,
                "the kind a capturer takes where its move goes on from is not supported yet");
  // (Protean and Frankfurt chess together, one change after the other, are not modelled.)
  rules.claim("the kind a capturer becomes", name);
  if (protean && !rules.uses(PieceKind::ReversePawn))
    rules.use_piece(PieceKind::ReversePawn, letter_for_new_kind(rules, PieceKind::ReversePawn).value_or('?'));
  rules.add_module(std::make_unique<Frankfurt>(kings_too, protean));
}

}  // namespace

void apply_frankfurt(Rules& rules, const std::vector<std::string>& arguments) {
  apply_kind_taking(rules, arguments, "FrankfurtChess", false);
}

void apply_protean(Rules& rules, const std::vector<std::string>& arguments) {
  apply_kind_taking(rules, arguments, "ProteanChess", true);
}

const ConditionEntry& protean_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ProteanChess", .fr = "EchecsProtee", .de = "ProteischesSchach", .seeds = {}},
      .apply = &apply_protean,
      .order = -1,  // (first, as Frankfurt chess)
  };
  return entry;
}

const ConditionEntry& frankfurt_condition() {
  static const ConditionEntry entry{
      .names = {.en = "FrankfurtChess", .fr = "Francfort", .de = "FrankfurtSchach", .seeds = {}},
      .apply = &apply_frankfurt,
      .order = -1,  // (first: the capturer changes before any rule sends it on, as in Popeye)
  };
  return entry;
}

}  // namespace nightrider::conditions
