#include "conditions/board/wormholes.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/circe/reborn_promotion.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

constexpr int kWormholePromotionBits = 4;

// Where the move's unit arrived, if the move takes a unit somewhere (not a swap, a kamikaze move …).
Square wormhole_arrival(const Position& after, const Move& m) {
  switch (m.kind) {
    case MoveKind::Normal:
    case MoveKind::DoubleStep:
    case MoveKind::EnPassant:
    case MoveKind::Castle:
      return m.to;
    case MoveKind::Special:
      return after.at(m.to).is_unit() ? m.to : Square::none();
    default:
      return Square::none();
  }
}

// The promotion kinds' indices in Popeye's order: queen, knight, rook, bishop, then the others.
std::vector<size_t> wormhole_promotion_order(const std::vector<PieceKind>& kinds) {
  auto rank = [&](size_t k) {
    const PieceKind kind = kinds[k];
    return kind == PieceKind::Queen    ? 0
           : kind == PieceKind::Knight ? 1
           : kind == PieceKind::Rook   ? 2
           : kind == PieceKind::Bishop ? 3
                                       : 4;
  };
  std::vector<size_t> order(kinds.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return rank(a) < rank(b); });
  return order;
}

}  // namespace

bool Wormholes::wormhole(Square s) const { return std::find(squares_.begin(), squares_.end(), s) != squares_.end(); }

void Wormholes::choices(const Position& after, const Rules& rules, const Move& m, std::vector<uint32_t>& values) const {
  const Square arrival = wormhole_arrival(after, m);
  if (arrival.is_none() || !wormhole(arrival) || (m.kind == MoveKind::Castle && m.from == m.to)) {
    values.push_back(0);
    return;
  }
  const Piece unit = after.at(arrival);
  const Geometry& geo = after.geometry();
  const auto& kinds = rules.params().promotion_kinds;
  // (A move that neither took nor promoted may not go back to the square it left: a null move.)
  const bool changed = m.is_capture() || m.promotion != PieceKind::None;
  for (size_t i = 0; i < squares_.size(); ++i) {
    const Square w = squares_[i];
    if (w == arrival || !after.at(w).is_empty() || (w == m.from && !changed)) continue;
    const auto index = static_cast<uint32_t>(i + 1);
    // A pawn going on to its last rank (by the mover's side: a neutral pawn's is the mover's) promotes.
    if (!kinds.empty() && pawn_on_last_rank(rules, geo, unit, after.side_to_move(), w)) {
      for (size_t k : wormhole_promotion_order(kinds))
        values.push_back(slot_.place(index | static_cast<uint32_t>(k + 1) << square_bits_));
    } else {
      values.push_back(slot_.place(index));
    }
  }
  // (No value: no empty wormhole to go on to, the move is illegal.)
}

void Wormholes::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const uint32_t index = value & ((1u << square_bits_) - 1);
  if (index == 0 || index > squares_.size()) return;
  const Square arrival = wormhole_arrival(pos, m);
  const Square w = squares_[index - 1];
  const Piece unit = pos.at(arrival);
  pos.relocate(arrival, w, EffectReason::CapturerRebirth);
  const uint32_t promotion = value >> square_bits_;
  const auto& kinds = rules.params().promotion_kinds;
  if (promotion != 0 && promotion <= kinds.size())
    pos.change(w, unit.with_kind(kinds[promotion - 1]), EffectReason::CapturerRebirth);
  // A pawn that made its double step onto a wormhole is taken en passant where it went.
  if (pos.en_passant_victim() == arrival && pos.en_passant().is_some())
    pos.set_move_en_passant(pos.en_passant(), w, pos.en_passant_also());
}

bool Wormholes::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || wormhole(m.from)) return true;
  const Piece p = pos.at(m.from);
  return !p.is_unit() || p.colour() == Colour::Neutral || !rules.def(p.kind()).pawn ||
         pos.geometry().relative_rank(m.from, p.colour()) != 0;
}

bool Wormholes::observation_allowed(const Position& pos, const Rules&, const Observation& o) const {
  if (o.purpose == ObservationPurpose::Paralysis || wormhole(o.from) || !wormhole(o.target)) return true;
  for (Square w : squares_)
    if (w != o.target && pos.at(w).is_empty()) return true;
  return false;
}

void apply_wormholes(Rules& rules, const std::vector<std::string>& arguments) {
  // The squares, one argument each or run together ("d4f1g1").
  std::vector<Square> squares = square_list_arguments("Wormholes", arguments, rules.geometry(), true);
  std::sort(squares.begin(), squares.end(), [](Square a, Square b) { return a.index() < b.index(); });
  int bits = 1;
  while ((1u << bits) <= squares.size()) ++bits;
  if (bits + kWormholePromotionBits > ChoiceSlot::kMoveBits)
    throw std::invalid_argument("Wormholes: too many squares");
  if (const std::string* other = rules.provider(kCapabilityMoverGoesOn))
    throw std::invalid_argument("Wormholes cannot be combined with " + *other +
                                ": a unit going on from its arrival square twice is not supported yet");
  // The mover goes on from where its move arrived: what reads it there, or the move's length, refuses it.
  rules.provide(kCapabilityMoverGoesOn, "Wormholes");
  rules.params().pawns_on_first_rank = true;  // (a pawn may go on to a wormhole there)
  const bool still = rules.params().base_rank_pawns_still;
  rules.params().base_rank_pawns_still = false;  // (the module keeps those off a wormhole still)
  const ChoiceSlot slot = rules.reserve_choice("Wormholes", bits + kWormholePromotionBits);
  rules.add_module(std::make_unique<Wormholes>(std::move(squares), slot, bits, still));
}

const ConditionEntry& wormholes_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Wormholes", .fr = "TrousDeVer", .de = "Wurmloecher", .seeds = {}},
      .apply = &apply_wormholes,
      .order = 1,  // before Circe's rebirth (2), as in Popeye: "c6*d7[wPd7->f7][+bPd7]"
  };
  return entry;
}

}  // namespace nightrider::conditions
