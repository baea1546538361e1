#include "conditions/material/singlebox.h"

#include <array>
#include <memory>
#include <span>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {
namespace {

// The orthodox game array's men of one side, by kind.
constexpr std::array<std::pair<PieceKind, int>, 6> kBox = {{{PieceKind::King, 1},
                                                            {PieceKind::Queen, 1},
                                                            {PieceKind::Rook, 2},
                                                            {PieceKind::Bishop, 2},
                                                            {PieceKind::Knight, 2},
                                                            {PieceKind::Pawn, 8}}};

// The place of `kind` in kBox, or -1.
constexpr int singlebox_box_index(PieceKind kind) {
  for (size_t i = 0; i < kBox.size(); ++i)
    if (kBox[i].first == kind) return static_cast<int>(i);
  return -1;
}

// How many units of each box kind `side` has on the board (kBox's order).
std::array<int, kBox.size()> singlebox_counts(const Position& pos, Colour side) {
  std::array<int, kBox.size()> counts{};
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() != side) continue;
    const int i = singlebox_box_index(p.kind());
    if (i >= 0) ++counts[static_cast<size_t>(i)];
  }
  return counts;
}

// The kinds a latent pawn may become, in Popeye's order.
constexpr std::array<PieceKind, 4> kSingleBoxPromotees = {PieceKind::Queen, PieceKind::Knight,
                                                          PieceKind::Rook, PieceKind::Bishop};

// Is `kind` in `side`'s box (fewer of it on the board than the game array has)?
bool singlebox_in_box(const std::array<int, kBox.size()>& counts, PieceKind kind) {
  const int i = singlebox_box_index(kind);
  return i >= 0 && counts[static_cast<size_t>(i)] < kBox[static_cast<size_t>(i)].second;
}

// Is `s` a square of `side`'s last rank holding a pawn of `side` (a latent pawn)?
bool singlebox_latent(const Position& pos, const Rules& rules, Square s, Colour side) {
  const Piece p = pos.at(s);
  return p.is_unit() && p.colour() == side && rules.def(p.kind()).pawn &&
         pos.geometry().relative_rank(s, side) == pos.geometry().height() - 1;
}

// The square of `side`'s last rank on `file`.
Square singlebox_last_rank(const Geometry& geo, Colour side, int file) {
  return Square(file, side == Colour::White ? geo.height() - 1 : 0);
}

// Is any kind a latent pawn may become in the box?
bool singlebox_any_in_box(const std::array<int, kBox.size()>& counts) {
  for (PieceKind kind : kSingleBoxPromotees)
    if (singlebox_in_box(counts, kind)) return true;
  return false;
}

// The promotions of `side`'s latent pawns it may make (type 3), as the values of its mark, in Popeye's
// order (its latent pawns from the a-file on, each into a queen, knight, rook, bishop).
std::vector<uint32_t> singlebox_latent_promotions(const Position& pos, const Rules& rules, Colour side) {
  std::vector<uint32_t> values;
  const auto counts = singlebox_counts(pos, side);
  if (!singlebox_any_in_box(counts)) return values;
  const Geometry& geo = pos.geometry();
  for (int file = 0; file < geo.width(); ++file) {
    if (!singlebox_latent(pos, rules, singlebox_last_rank(geo, side, file), side)) continue;
    for (size_t k = 0; k < kSingleBoxPromotees.size(); ++k)
      if (singlebox_in_box(counts, kSingleBoxPromotees[k]))
        values.push_back(static_cast<uint32_t>(1 + file * 4 + static_cast<int>(k)));
  }
  return values;
}

// Answers ask(board) on `pos` with the unit on `s` changed into `unit`, then puts it back exactly.
template <class Ask>
void singlebox_with_unit(const Position& pos, Square s, Piece unit, Ask&& ask) {
  Position& scratch = const_cast<Position&>(pos);
  const Square ep = pos.en_passant(), victim = pos.en_passant_victim(), also = pos.en_passant_also();
  const uint16_t marker = pos.move_marker();
  scratch.begin_move(Move{s, s});
  scratch.change(s, unit, EffectReason::KindChange);
  if (ep.is_some()) scratch.set_move_en_passant(ep, victim, also);
  scratch.set_move_marker(marker);
  ask(static_cast<const Position&>(scratch));
  scratch.end_move(false);
  scratch.undo_move();
}

// The moves of `side`'s units by their walks, a pawn's onto its last rank also without promotion.
void singlebox_walk_moves(const Position& pos, const Rules& rules, Colour side, MoveList& out) {
  const auto& kinds = rules.params().promotion_kinds;
  const Geometry& geo = pos.geometry();
  for (Square s : geo.squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() != side) continue;
    const size_t first = out.size();
    rules.generate_walk_moves(pos, s, out);
    if (kinds.empty() || !rules.def(p.kind()).pawn || geo.relative_rank(s, side) != geo.height() - 2)
      continue;
    const size_t end = out.size();
    for (size_t i = first; i < end; ++i)
      if (out[i].promotion == kinds.front()) {
        Move m = out[i];
        m.promotion = PieceKind::None;
        out.push(m);
      }
  }
}

}  // namespace

bool SingleBox::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  std::array<std::array<int, kBox.size()>, 2> both{};
  // (Each side's units from its set, not the whole board: this runs after every move tried.)
  for (Colour side : {Colour::White, Colour::Black})
    pos.units_of_side(side).for_each([&](Square s) {
      const Piece p = pos.at(s);
      if (p.colour() != side) return;  // (a neutral unit is in both sets and in no box)
      const int i = singlebox_box_index(p.kind());
      if (i >= 0) ++both[side == Colour::White ? 0 : 1][static_cast<size_t>(i)];
    });
  for (Colour side : {Colour::White, Colour::Black}) {
    const auto& counts = both[side == Colour::White ? 0 : 1];
    for (size_t i = 0; i < kBox.size(); ++i)
      if (counts[i] > kBox[i].second) return false;
    if (type_ == 1 || (type_ == 3 && side != mover)) continue;
    // No latent pawn while a kind it may become is in the box.
    if (!singlebox_any_in_box(counts)) continue;
    const Geometry& geo = pos.geometry();
    for (int file = 0; file < geo.width(); ++file)
      if (singlebox_latent(pos, rules, singlebox_last_rank(geo, side, file), side)) return false;
  }
  return true;
}

void SingleBox::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const auto& kinds = rules.params().promotion_kinds;
  if (type_ == 3) {
    // Each move of the side once per promotion of a latent pawn it may make first, made on the board
    // after that promotion (the promoted unit's own moves too), marked with it.
    const Colour side = pos.side_to_move();
    MoveList walk;
    for (uint32_t value : singlebox_latent_promotions(pos, rules, side)) {
      const Square s = singlebox_last_rank(pos.geometry(), side, static_cast<int>((value - 1) / 4));
      walk.clear();
      singlebox_with_unit(pos, s, pos.at(s).with_kind(kSingleBoxPromotees[(value - 1) % 4]),
                          [&](const Position& p) { singlebox_walk_moves(p, rules, side, walk); });
      for (Move m : walk) {
        m.set_choices(static_cast<uint16_t>(m.choices() | slot_.place(value)));
        out.push(m);
      }
    }
  }
  if (kinds.empty()) return;
  const Colour side = pos.side_to_move();
  const Geometry& geo = pos.geometry();
  // A pawn's moves onto its last rank, once more without promotion (the first kind's copy of each).
  for (Square s : geo.squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() != side || !rules.def(p.kind()).pawn ||
        geo.relative_rank(s, side) != geo.height() - 2)
      continue;
    const size_t first = out.size();
    rules.generate_walk_moves(pos, s, out);
    size_t kept = first;
    for (size_t i = first; i < out.size(); ++i) {
      if (out[i].promotion != kinds.front()) continue;
      Move m = out[i];
      m.promotion = PieceKind::None;
      out[kept++] = m;
    }
    out.truncate(kept);
  }
}

void SingleBox::choices(const Position& after, const Rules& rules, const Move&,
                        std::vector<uint32_t>& values) const {
  // Type 2: the mover promotes one of the other side's latent pawns to a kind of its box, if it can.
  const Colour enemy = opposite(after.side_to_move());  // (the move is not ended yet)
  const Geometry& geo = after.geometry();
  const size_t before = values.size();
  bool latent = false;  // (most positions have none: the box is counted only when one stands)
  for (int file = 0; file < geo.width() && !latent; ++file)
    latent = singlebox_latent(after, rules, singlebox_last_rank(geo, enemy, file), enemy);
  if (!latent) {
    values.push_back(0);
    return;
  }
  const auto counts = singlebox_counts(after, enemy);
  // Popeye's order: White's latent pawns from h8 to a8, Black's from a1 to h1.
  for (int i = 0; i < geo.width(); ++i) {
    const int file = enemy == Colour::White ? geo.width() - 1 - i : i;
    if (!singlebox_latent(after, rules, singlebox_last_rank(geo, enemy, file), enemy)) continue;
    for (size_t k = 0; k < kSingleBoxPromotees.size(); ++k)
      if (singlebox_in_box(counts, kSingleBoxPromotees[k]))
        values.push_back(slot_.place(static_cast<uint32_t>(1 + file * 4 + static_cast<int>(k))));
  }
  if (values.size() == before) values.push_back(0);
}

bool SingleBox::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  const Colour side = pos.side_to_move();
  const bool may_promote = !singlebox_latent_promotions(pos, rules, side).empty();
  return may_promote == (slot_.get(m) != 0);
}

void SingleBox::before_move(Position& pos, const Rules&, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Square s = singlebox_last_rank(pos.geometry(), pos.side_to_move(), static_cast<int>((value - 1) / 4));
  pos.change(s, pos.at(s).with_kind(kSingleBoxPromotees[(value - 1) % 4]), EffectReason::KindChange);
}

PieceKind SingleBox::lent_walk_of_move(const Position& pos, const Rules&, const Move& m) const {
  if (type_ != 3) return PieceKind::None;
  const uint32_t value = slot_.get(m);
  if (value == 0) return PieceKind::None;
  const Square s = singlebox_last_rank(pos.geometry(), pos.side_to_move(), static_cast<int>((value - 1) / 4));
  return m.from == s ? kSingleBoxPromotees[(value - 1) % 4] : PieceKind::None;
}

std::optional<bool> SingleBox::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour by = opposite(side);
  const std::span<const Square> royals = pos.royals(side);
  const std::vector<Square> kings(royals.begin(), royals.end());
  const std::vector<uint32_t> promotions = singlebox_latent_promotions(pos, rules, by);
  for (Square king : kings) {
    if (rules.is_attacked(pos, king, by, ObservationPurpose::Check)) return true;
    // A latent pawn checks as each kind it may become.
    for (uint32_t value : promotions) {
      const Square s = singlebox_last_rank(pos.geometry(), by, static_cast<int>((value - 1) / 4));
      const PieceKind kind = kSingleBoxPromotees[(value - 1) % 4];
      if (!rules.may_reach(by, kind, s, king)) continue;
      bool attacks = false;
      singlebox_with_unit(pos, s, pos.at(s).with_kind(kind), [&](const Position& p) {
        attacks = rules.is_attacked_if(p, king, by, ObservationPurpose::Check,
                                       [&](Square from) { return from == s; });
      });
      if (attacks) return true;
    }
  }
  return false;
}

void SingleBox::after_move(Position& pos, const Rules&, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Colour enemy = opposite(pos.side_to_move());
  const Square s = singlebox_last_rank(pos.geometry(), enemy, static_cast<int>((value - 1) / 4));
  pos.change(s, pos.at(s).with_kind(kSingleBoxPromotees[(value - 1) % 4]), EffectReason::KindChange);
}

bool SingleBox::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  // A pawn's capture onto its last rank is a promotion: it checks only if a kind is left in the box.
  const Piece observer = pos.at(o.from);
  if (!observer.is_unit() || !rules.def(observer.kind()).pawn) return true;
  if (pos.geometry().relative_rank(o.target, o.by) != pos.geometry().height() - 1) return true;
  const auto counts = singlebox_counts(pos, o.by);
  for (PieceKind kind : rules.params().promotion_kinds)
    for (size_t i = 0; i < kBox.size(); ++i)
      if (kBox[i].first == kind && counts[i] < kBox[i].second) return true;
  return false;
}

void apply_singlebox(Rules& rules, const std::vector<std::string>& arguments) {
  if (arguments.size() > 1) throw std::invalid_argument("SingleBox takes one type at most");
  int type = 1;
  if (!arguments.empty()) {
    const std::string word = lower_case(arguments.front());
    if (word == "type2")
      type = 2;
    else if (word == "type3")
      type = 3;
    else if (word != "type1")
      throw std::invalid_argument("SingleBox " + arguments.front() + ": Type1, Type2 or Type3 was expected");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("SingleBox needs the 8x8 board");
  rules.provide(kCapabilityPromotionsByMaterial, "SingleBox");
  if (type != 1) rules.params().pawns_on_promotion_rank = true;  // (latent pawns)
  if (type == 3) rules.claim("check", "SingleBox Type3");  // (a latent pawn checks as a kind in its box)
  const ChoiceSlot slot =
      type != 1 ? rules.reserve_choice("SingleBox", SingleBox::kChoiceBits) : ChoiceSlot{};
  rules.add_module(std::make_unique<SingleBox>(type, slot));
}

const ConditionEntry& singlebox_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SingleBox", .fr = "SingleBox", .de = "NurPartiesatzSteine", .seeds = {}},
      .apply = &apply_singlebox,
  };
  return entry;
}

}  // namespace nightrider::conditions
