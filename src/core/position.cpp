#include "core/position.h"

#include <algorithm>
#include <cassert>

namespace nightrider {

Position::Position(std::shared_ptr<const Geometry> geometry) : geometry_(std::move(geometry)) {
  journal_.reserve(1024);
  frames_.reserve(256);
}

void Position::add_royal(int colour, Square s) {
  RoyalSet& set = royals_[colour];
  if (set.count == RoyalSet::kCapacity) return;
  int i = set.count++;
  for (; i > 0 && set.squares[i - 1].index() > s.index(); --i) set.squares[i] = set.squares[i - 1];
  set.squares[i] = s;
  kings_[colour] = set.squares[0];
}

void Position::remove_royal(int colour, Square s) {
  RoyalSet& set = royals_[colour];
  int i = 0;
  while (i < set.count && set.squares[i] != s) ++i;
  if (i == set.count) return;
  for (--set.count; i < set.count; ++i) set.squares[i] = set.squares[i + 1];
  kings_[colour] = set.count ? set.squares[0] : Square::none();
}

void Position::track_royal(Square s, Piece p, bool arriving) {
  // The common case first: a king of one side arriving where its side has no royal unit, or leaving
  // where it is its side's only one (add_royal and remove_royal would do the same, with a search).
  if (p.kind() == PieceKind::King && (p.colour() == Colour::White || p.colour() == Colour::Black)) {
    const int c = index_of(p.colour());
    RoyalSet& set = royals_[c];
    if (arriving && set.count == 0) {
      set.squares[0] = s;
      set.count = 1;
      kings_[c] = s;
      return;
    }
    if (!arriving && set.count == 1 && set.squares[0] == s) {
      set.count = 0;
      kings_[c] = Square::none();
      return;
    }
  }
  // (Popeye's Poseidon, the marine king, and its sting are kings: royal whatever their attributes.)
  if (p.kind() == PieceKind::King || p.kind() == PieceKind::Poseidon || p.kind() == PieceKind::Sting ||
      (p.attributes() & kAttributeRoyal)) {
    if (p.colour() == Colour::Neutral) {  // royal for both sides
      for (int c = 0; c < 2; ++c) arriving ? add_royal(c, s) : remove_royal(c, s);
      neutral_royals_ = static_cast<uint8_t>(neutral_royals_ + (arriving ? 1 : -1));
    } else {
      arriving ? add_royal(index_of(p.colour()), s) : remove_royal(index_of(p.colour()), s);
    }
    return;
  }
  if (p.colour() != Colour::White && p.colour() != Colour::Black) return;
  const int c = index_of(p.colour());
  if (p.kind() == PieceKind::AntiKing) {
    if (arriving)
      anti_kings_[c] = s;
    else if (anti_kings_[c] == s)
      anti_kings_[c] = Square::none();
  }
}

namespace {
// The units track_royal follows (a quick no for every other unit placed or taken).
bool royal_or_anti_king(Piece p) {
  return p.kind() == PieceKind::King || p.kind() == PieceKind::Poseidon || p.kind() == PieceKind::Sting ||
         p.kind() == PieceKind::AntiKing || (p.attributes() & kAttributeRoyal);
}

// Undo restores the hash its frame saved; with assertions on, it keeps the hash on the way as play does
// and checks the two agree.
#ifdef NDEBUG
constexpr bool kUndoHashes = false;
#else
constexpr bool kUndoHashes = true;
#endif
}  // namespace

template <bool kHash>
void Position::place_raw(Square s, Piece p) {
  Piece& cell = board_[s.index()];
  if (!cell.is_empty()) {
    if constexpr (kHash) hash_ ^= zobrist::piece(cell, s);
    units_[static_cast<size_t>(cell.colour())].erase(s);
    if (royal_or_anti_king(cell)) track_royal(s, cell, false);
  }
  cell = p;
  if (!p.is_empty()) {
    if constexpr (kHash) hash_ ^= zobrist::piece(p, s);
    units_[static_cast<size_t>(p.colour())].insert(s);
    if (royal_or_anti_king(p)) track_royal(s, p, true);
  }
}

void Position::put(Square s, Piece p) {
  place_raw(s, p);
  origins_[s.index()] = p.is_empty() ? Square::none() : s;  // (set-up: the diagram)
}

void Position::set_side_to_move(Colour c) {
  if ((side_ == Colour::Black) != (c == Colour::Black)) hash_ ^= zobrist::black_to_move();
  side_ = c;
}

void Position::set_right(Square s, bool on) {
  if (rights_[s.index()] != on) hash_ ^= zobrist::right(s);
  rights_[s.index()] = on;
}

void Position::set_en_passant(Square target, Square victim, Square also) {
  if (ep_target_.is_some()) hash_ ^= zobrist::en_passant(ep_target_);
  if (ep_also_.is_some()) hash_ ^= zobrist::en_passant(ep_also_);
  ep_target_ = target;
  ep_victim_ = victim;
  ep_also_ = also;
  if (ep_target_.is_some()) hash_ ^= zobrist::en_passant(ep_target_);
  if (ep_also_.is_some()) hash_ ^= zobrist::en_passant(ep_also_);
}

void Position::set_move_marker(uint16_t marker) {
  if (marker_) hash_ ^= zobrist::move_marker(marker_);
  marker_ = marker;
  if (marker_) hash_ ^= zobrist::move_marker(marker_);
}

void Position::set_rule_flags(uint32_t flags) {
  for (int bit = 0; bit < 32; ++bit)
    if (((rule_flags_ ^ flags) >> bit) & 1) hash_ ^= zobrist::rule_flag(bit);
  rule_flags_ = flags;
}

void Position::set_rule_flag(int bit, bool on) {
  if (rule_flag(bit) == on) return;
  journal_.push_back(Effect{EffectKind::Flag, Square::none(), Square::none(), on, static_cast<uint8_t>(bit),
                            EffectReason::Move, Piece(), Piece(), Square()});
  flip_rule_flag(bit);
}

void Position::flip_rule_flag(int bit) {
  hash_ ^= zobrist::rule_flag(bit);
  rule_flags_ ^= 1u << bit;
}

void Position::set_clocks(int halfmove, int fullmove) {
  halfmove_ = halfmove;
  fullmove_ = fullmove;
}

void Position::begin_move(const Move& m) {
  const auto begin = static_cast<uint32_t>(journal_.size());
  frames_.push_back(Frame{m, begin, begin, ep_target_, ep_victim_, ep_also_, marker_,
                          static_cast<uint16_t>(halfmove_), static_cast<uint16_t>(fullmove_), hash_, true});
  if (ep_target_.is_some() || ep_also_.is_some())
    set_en_passant(Square::none(), Square::none());
  else
    ep_victim_ = Square::none();
  if (marker_) set_move_marker(0);
  ++halfmove_;
}

void Position::relocate(Square from, Square to, EffectReason why) {
  const Piece p = board_[from.index()];
  assert(board_[to.index()].is_empty());
  journal_.push_back(Effect{EffectKind::Relocate, from, to, false, 0, why, p, Piece(), Square()});
  place_raw(from, Piece());
  place_raw(to, p);
  origins_[to.index()] = origins_[from.index()];
  origins_[from.index()] = Square::none();
  // (Tested here: most moves touch no square with a right, and the call was 2 % of a Circe solve.)
  if (rights_[from.index()]) clear_right(from);
  if (rights_[to.index()]) clear_right(to);
}

void Position::note_stay(Square s, EffectReason why) {
  journal_.push_back(Effect{EffectKind::Stay, s, s, false, 0, why, board_[s.index()], Piece(), Square()});
}

void Position::remove(Square s, EffectReason why) {
  journal_.push_back(Effect{EffectKind::Remove, s, Square::none(), false, 0, why, board_[s.index()], Piece(),
                            origins_[s.index()]});
  place_raw(s, Piece());
  origins_[s.index()] = Square::none();
  if (rights_[s.index()]) clear_right(s);
}

void Position::add(Square s, Piece p, EffectReason why, Square origin) {
  assert(board_[s.index()].is_empty());
  journal_.push_back(Effect{EffectKind::Add, s, Square::none(), false, 0, why, p, Piece(), origin});
  place_raw(s, p);
  origins_[s.index()] = origin;
}

void Position::change(Square s, Piece p, EffectReason why) {
  journal_.push_back(
      Effect{EffectKind::Change, s, Square::none(), false, 0, why, p, board_[s.index()], Square()});
  place_raw(s, p);
}

void Position::hash_underworld_from(size_t index) {
  for (size_t i = index; i < underworld_.size(); ++i) hash_ ^= zobrist::buried(underworld_[i], i);
}

void Position::put_buried(Square s, Piece p) { insert_buried(underworld_.size(), BuriedUnit{s, p}); }

template <bool kHash>
void Position::insert_buried(size_t index, BuriedUnit unit) {
  if constexpr (kHash) hash_underworld_from(index);
  underworld_.insert(underworld_.begin() + static_cast<std::ptrdiff_t>(index), unit);
  if constexpr (kHash) hash_underworld_from(index);
}

template <bool kHash>
void Position::erase_buried(size_t index) {
  if constexpr (kHash) hash_underworld_from(index);
  underworld_.erase(underworld_.begin() + static_cast<std::ptrdiff_t>(index));
  if constexpr (kHash) hash_underworld_from(index);
}

void Position::bury(Square s, Piece p, EffectReason why, size_t at, Piece as_taken) {
  const size_t index = std::min(at, underworld_.size());
  journal_.push_back(Effect{EffectKind::Bury, s, Square::none(), false, static_cast<uint8_t>(index), why, p,
                            as_taken, Square()});
  insert_buried(index, BuriedUnit{s, p});
}

void Position::unbury(size_t index, EffectReason why) {
  const BuriedUnit u = underworld_[index];
  journal_.push_back(Effect{EffectKind::Unbury, u.square, Square::none(), false, static_cast<uint8_t>(index),
                            why, u.piece, Piece(), Square()});
  erase_buried(index);
}

void Position::grant_right(Square s) {
  if (rights_[s.index()]) return;
  journal_.push_back(
      Effect{EffectKind::Right, s, Square::none(), true, 0, EffectReason::Move, Piece(), Piece(), Square()});
  set_right(s, true);
}

void Position::clear_right(Square s) {
  if (!rights_[s.index()]) return;
  journal_.push_back(
      Effect{EffectKind::Right, s, Square::none(), false, 0, EffectReason::Move, Piece(), Piece(), Square()});
  set_right(s, false);
}

void Position::set_move_en_passant(Square target, Square victim, Square also) {
  set_en_passant(target, victim, also);
}

void Position::begin_side_effects() {
  frames_.back().side_effects_begin = static_cast<uint32_t>(journal_.size());
}

void Position::end_move(bool pass_turn) {
  frames_.back().passed_turn = pass_turn;
  if (!pass_turn) return;
  if (side_ == Colour::Black) ++fullmove_;
  set_side_to_move(opposite(side_));
}

template <bool kHash>
void Position::apply_inverse(const Effect& e) {
  switch (e.kind) {
    case EffectKind::Relocate:
      place_raw<kHash>(e.to, Piece());
      place_raw<kHash>(e.from, e.piece);
      origins_[e.from.index()] = origins_[e.to.index()];
      origins_[e.to.index()] = Square::none();
      break;
    case EffectKind::Remove:
      place_raw<kHash>(e.from, e.piece);
      origins_[e.from.index()] = e.origin;
      break;
    case EffectKind::Add:
      place_raw<kHash>(e.from, Piece());
      origins_[e.from.index()] = Square::none();
      break;
    case EffectKind::Change:
      place_raw<kHash>(e.from, e.previous);
      break;
    case EffectKind::Right:
      if constexpr (kHash)
        set_right(e.from, !e.flag);
      else
        rights_[e.from.index()] = !e.flag;
      break;
    case EffectKind::Bury:
      erase_buried<kHash>(e.index);
      break;
    case EffectKind::Unbury:
      insert_buried<kHash>(e.index, BuriedUnit{e.from, e.piece});
      break;
    case EffectKind::Stay:
      break;
    case EffectKind::Flag:
      if constexpr (kHash)
        flip_rule_flag(e.index);
      else
        rule_flags_ ^= 1u << e.index;
      break;
  }
}

void Position::look_begin(Look& look) {
  look.count = 0;
  look.ep_target = ep_target_;
  look.ep_victim = ep_victim_;
  look.ep_also = ep_also_;
  ep_target_ = ep_victim_ = ep_also_ = Square::none();
}

void Position::look_set(Look& look, Square s, Piece p) {
  assert(look.count < Look::kCapacity);
  look.squares[static_cast<size_t>(look.count)] = s;
  look.was[static_cast<size_t>(look.count++)] = at(s);
  place_raw<false>(s, p);
}

void Position::look_back(const Look& look) {
  for (int i = look.count - 1; i >= 0; --i)
    place_raw<false>(look.squares[static_cast<size_t>(i)], look.was[static_cast<size_t>(i)]);
  ep_target_ = look.ep_target;
  ep_victim_ = look.ep_victim;
  ep_also_ = look.ep_also;
}

void Position::set_aside(Aside& aside, Square s, Piece replacement) {
  assert(aside.count < Square::kIndexSpace);
  aside.squares[static_cast<size_t>(aside.count)] = s;
  aside.was[static_cast<size_t>(aside.count++)] = at(s);
  place_raw<false>(s, replacement);
}

void Position::put_back(const Aside& aside) {
  for (int i = aside.count - 1; i >= 0; --i)
    place_raw<false>(aside.squares[static_cast<size_t>(i)], aside.was[static_cast<size_t>(i)]);
}

void Position::undo_move() {
  assert(!frames_.empty());
  const Frame& f = frames_.back();
  if (f.passed_turn) {
    if constexpr (kUndoHashes)
      set_side_to_move(opposite(side_));
    else
      side_ = opposite(side_);
  }
  while (journal_.size() > f.journal_begin) {
    apply_inverse<kUndoHashes>(journal_.back());
    journal_.pop_back();
  }
  if constexpr (kUndoHashes) {
    set_en_passant(f.ep_target, f.ep_victim, f.ep_also);
    set_move_marker(f.marker);
    assert(hash_ == f.hash);
  } else {
    ep_target_ = f.ep_target;
    ep_victim_ = f.ep_victim;
    ep_also_ = f.ep_also;
    marker_ = f.marker;
  }
  halfmove_ = f.halfmove;
  fullmove_ = f.fullmove;
  hash_ = f.hash;
  frames_.pop_back();
}

std::span<const Effect> Position::earlier_effects(size_t k) const {
  const size_t frame = frames_.size() - k;
  const size_t end = frame + 1 < frames_.size() ? frames_[frame + 1].journal_begin : journal_.size();
  return std::span<const Effect>(journal_).subspan(frames_[frame].journal_begin,
                                                   end - frames_[frame].journal_begin);
}

bool Position::same_state(const Position& o) const {
  if (side_ != o.side_ || ep_target_ != o.ep_target_ || ep_also_ != o.ep_also_ ||
      rule_flags_ != o.rule_flags_ || marker_ != o.marker_ || rights_ != o.rights_ ||
      underworld_ != o.underworld_)
    return false;
  for (Square s : geometry_->squares())
    if (at(s) != o.at(s)) return false;
  return geometry_->width() == o.geometry().width() && geometry_->height() == o.geometry().height();
}

}  // namespace nightrider
