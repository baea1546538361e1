#include "conditions/circe/circe.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/circe/equipollents.h"
#include "conditions/circe/reborn_promotion.h"
#include "conditions/circe/super_circe.h"
#include "conditions/circe/take_make_circe.h"
#include "conditions/registry.h"
#include "conditions/transmutation/chameleon_units.h"

namespace nightrider::conditions {

std::optional<Square> circe_rebirth_square(Piece captured, Square capture, bool kings, int promotion_short) {
  const bool white = captured.colour() == Colour::White;
  const int home = white ? 0 : 7;
  // Rook, knight and bishop: of the two files of their game array, the one whose square on the home
  // rank has the colour of the capture square.
  auto game_array = [&](int file_a, int file_b) {
    const bool dark = (capture.file() + capture.rank()) % 2 == 0;
    return Square((file_a + home) % 2 == 0 ? (dark ? file_a : file_b) : (dark ? file_b : file_a), home);
  };
  switch (captured.kind()) {
    case PieceKind::King:
      return kings ? std::optional<Square>(Square(4, home)) : std::nullopt;
    case PieceKind::Queen:
      return Square(3, home);
    case PieceKind::Rook:
      return game_array(0, 7);
    case PieceKind::Knight:
      return game_array(1, 6);
    case PieceKind::Bishop:
      return game_array(2, 5);
    case PieceKind::Pawn:
    case PieceKind::BerolinaPawn:
      return Square(capture.file(), white ? 1 : 6);
    default:
      return Square(capture.file(), white ? 7 - promotion_short : promotion_short);
  }
}

std::optional<Square> RebirthSquares::square(Piece relevant, Square capture, Square departure,
                                             Square origin) const {
  if (mirror) relevant = relevant.with_colour(opposite(relevant.colour()));
  auto reflected = [](std::optional<Square> s, bool files, bool ranks) -> std::optional<Square> {
    if (!s) return s;
    return Square(files ? 7 - s->file() : s->file(), ranks ? 7 - s->rank() : s->rank());
  };
  switch (rule) {
    case RebirthRule::Classic:
      return circe_rebirth_square(relevant, capture, true, promotion_short);
    case RebirthRule::Diametral:
      return reflected(circe_rebirth_square(relevant, capture, true, promotion_short), true, true);
    case RebirthRule::VerticalMirror:
      return reflected(circe_rebirth_square(relevant, capture, true, promotion_short), true, false);
    case RebirthRule::File: {
      const std::optional<Square> home = circe_rebirth_square(relevant, capture, true, promotion_short);
      return home ? std::optional<Square>(Square(capture.file(), home->rank())) : home;
    }
    case RebirthRule::Rank: {
      // On the capture's rank, on the file of the kind's game-array square; a rank of the other parity
      // than the unit's own first rank takes the other side's squares, which keeps a knight, bishop or
      // rook on a square of the capture square's colour (Popeye's conditions/circe/rank.c).
      const bool other_side = (capture.rank() % 2 == 1) == (relevant.colour() == Colour::White);
      const Piece unit = other_side ? relevant.with_colour(opposite(relevant.colour())) : relevant;
      const std::optional<Square> home = circe_rebirth_square(unit, capture, true, promotion_short);
      return home ? std::optional<Square>(Square(home->file(), capture.rank())) : home;
    }
    case RebirthRule::Symmetry:
      return reflected(capture, true, true);
    case RebirthRule::VerticalSymmetry:
      return reflected(capture, true, false);
    case RebirthRule::HorizontalSymmetry:
      return reflected(capture, false, true);
    case RebirthRule::Antipodes:
      return Square(capture.file() < 4 ? capture.file() + 4 : capture.file() - 4,
                    capture.rank() < 4 ? capture.rank() + 4 : capture.rank() - 4);
    case RebirthRule::PlaceExchange:
      return departure.is_some() ? std::optional<Square>(departure) : std::nullopt;
    case RebirthRule::Diagram:
      return origin.is_some() ? std::optional<Square>(origin) : std::nullopt;
    case RebirthRule::CaptureSquare:
      return capture;
    case RebirthRule::Parrain:  // (the next move's vector decides: Circe::waiting_rebirths)
    case RebirthRule::ContraParrain:
      return std::nullopt;
  }
  return std::nullopt;
}

bool RebirthSquares::read(const std::string& word) {
  static const std::pair<const char*, RebirthRule> rules[] = {
      {"diametral", RebirthRule::Diametral},
      {"verticalmirror", RebirthRule::VerticalMirror},
      {"file", RebirthRule::File},
      {"rank", RebirthRule::Rank},
      {"symmetry", RebirthRule::Symmetry},
      {"verticalsymmetry", RebirthRule::VerticalSymmetry},
      {"horizontalsymmetry", RebirthRule::HorizontalSymmetry},
      {"antipodes", RebirthRule::Antipodes},
      {"pwc", RebirthRule::PlaceExchange},
      {"diagram", RebirthRule::Diagram},
      {"capturesquare", RebirthRule::CaptureSquare},
      {"parrain", RebirthRule::Parrain},
      {"contraparrain", RebirthRule::ContraParrain},
  };
  for (const auto& [name, r] : rules) {
    if (word != name) continue;
    if (rule != RebirthRule::Classic && rule != r)
      throw std::invalid_argument("Circe cannot take two rebirth rules (" + word + ")");
    rule = r;
    return true;
  }
  if (word == "mirror") return mirror = true;
  if (word == "couscous") return couscous = true;
  if (word == "capturerasmoved") return couscous_as_moved = true;
  if (word == "clone") return clone = true;
  return false;
}

std::optional<Square> Circe::rebirth_square(Piece captured, Square capture, const CirceCapture& by,
                                            Square origin) const {
  if (captured.kind() == PieceKind::King && !options_.rex_inclusive) return std::nullopt;
  if (!options_.april.applies_to(captured.kind())) return std::nullopt;
  if (options_.white_only && captured.colour() != Colour::White) return std::nullopt;
  auto as_side = [](Piece p, Colour side) { return p.colour() == Colour::Neutral ? p.with_colour(side) : p; };
  const Piece taken = as_side(captured, opposite(by.mover));
  const RebirthSquares& squares = options_.squares;
  if (!squares.any()) return circe_rebirth_square(taken, capture, options_.rex_inclusive, squares.promotion_short);
  const Piece relevant = squares.couscous ? as_side(squares.couscous_as_moved ? by.moved : by.arrived, by.mover)
                                          : reborn_unit(taken, by);
  return squares.square(relevant, capture, by.departure, origin);
}

Piece Circe::reborn_unit(Piece captured, const CirceCapture& by) const {
  const RebirthSquares& squares = options_.squares;
  if (squares.chameleon) return squares.chameleon_unit(captured);
  if (!squares.clone || !by.moved.is_unit() || by.moved.kind() == PieceKind::King) return captured;
  return captured.with_kind(by.moved.kind());
}

unsigned Circe::hooks() const {
  unsigned h = options_.place_reborn ? kHookAfterMove : 0u;
  if (promotion_) h |= kHookChoice;
  if (options_.occupied == CirceOccupied::Strict || options_.occupied == CirceOccupied::Assassin)
    h |= kHookFilter;
  if (options_.occupied == CirceOccupied::Assassin || options_.rex_inclusive) h |= kHookCheck;
  return h;
}

namespace {

// The unit on `s` once the primary action of m is played (m from `pos`; the capturer after its
// promotion).
Piece after_primary(const Position& pos, const Move& m, Square s) {
  if (s == m.to) {
    const Piece mover = pos.at(m.from);
    return m.promotion != PieceKind::None ? mover.with_kind(m.promotion) : mover;
  }
  if (s == m.from || (m.kind == MoveKind::EnPassant && s == m.aux_square())) return Piece();
  return pos.at(s);
}

}  // namespace

bool Circe::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture()) return true;
  const Square capture = m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
  const std::optional<Square> rebirth =
      rebirth_square(pos.at(capture), capture,
                     CirceCapture{m.from, pos.at(m.from), after_primary(pos, m, m.to), pos.side_to_move()},
                     pos.origin(capture));
  if (!rebirth) return true;
  const Piece occupant = after_primary(pos, m, *rebirth);
  if (occupant.is_empty()) return true;
  if (options_.occupied == CirceOccupied::Strict) return false;
  // Assassin: the reborn unit may take anything off its square but the mover's own king.
  return !(rules.def(occupant.kind()).royal && occupant.colour() == pos.side_to_move());
}

CirceCapture Circe::capture_of(const Position& after, const Move& m) {
  CirceCapture by{m.from, Piece(), after.at(m.to), after.side_to_move()};
  const auto all = after.last_effects();
  const size_t primary = all.size() - after.last_side_effects().size();
  for (size_t i = 0; i < primary; ++i)
    if (all[i].kind == EffectKind::Relocate && all[i].from == m.from) by.moved = all[i].piece;
  return by;
}

void Circe::choices(const Position& after, const Rules& rules, const Move& m,
                    std::vector<uint32_t>& values) const {
  if (options_.relevant != RelevantCapture::ThisMove) {
    // A unit brought back from under the board: a pawn on its last rank promotes. (A neutral one
    // was taken by the other side: it is reborn as the mover's.)
    for (const WaitingRebirth& w : waiting_rebirths(after)) {
      if (!w.square || !after.at(*w.square).is_empty()) continue;
      const Colour side = w.unit.colour() == Colour::Neutral ? after.side_to_move() : w.unit.colour();
      reborn_promotion_choices(rules, after.geometry(), w.unit, side, *w.square, *promotion_, values);
      return;
    }
    values.push_back(0);
    return;
  }
  // Only a pawn reborn at once on its promotion rank has a choice: its new kind.
  const auto [captured, where] = captured_unit(after);
  const CirceCapture by = capture_of(after, m);
  const std::optional<Square> rebirth =
      where.is_some() ? rebirth_square(captured, where, by, captured_unit_origin(after)) : std::nullopt;
  // (Volcanic: a unit waiting under its occupied square is reborn there too, promoted first.)
  const bool reborn_now =
      rebirth && (after.at(*rebirth).is_empty() || options_.occupied == CirceOccupied::Assassin ||
                  options_.occupied == CirceOccupied::Parachute || options_.occupied == CirceOccupied::Volcanic);
  if (!reborn_now) {
    values.push_back(0);
    return;
  }
  // (A neutral pawn is reborn as the other side's: it promotes on that side's last rank.)
  const Piece reborn = reborn_unit(captured, by);
  const Colour side = reborn.colour() == Colour::Neutral ? opposite(by.mover) : reborn.colour();
  reborn_promotion_choices(rules, after.geometry(), reborn, side, *rebirth, *promotion_, values);
}

namespace {

// The diagram square of `u`, waiting under the board since an earlier move: the square the unit
// taken there had, read from the move that buried it (searched back `depth` moves at most).
Square circe_waiting_origin(const Position& pos, const BuriedUnit& u, size_t depth) {
  for (size_t k = 2; k <= std::min(depth, pos.moves_played()); ++k) {
    const auto effects = pos.earlier_effects(k);
    for (size_t i = effects.size(); i-- > 0;) {
      if (effects[i].kind != EffectKind::Bury || effects[i].from != u.square || effects[i].piece != u.piece)
        continue;
      for (size_t j = i; j-- > 0;)
        if (effects[j].kind == EffectKind::Remove && effects[j].from == u.square) return effects[j].origin;
      return Square::none();
    }
  }
  return Square::none();
}

}  // namespace

std::vector<Circe::WaitingRebirth> Circe::waiting_rebirths(const Position& after) const {
  std::vector<WaitingRebirth> out;
  if (after.underworld().empty()) return out;
  const auto all = after.last_effects();
  const size_t primary = all.size() - after.last_side_effects().size();
  const bool last_move = options_.relevant == RelevantCapture::LastMove;
  if (!last_move) {  // (LastCapture: only a capture brings the unit back)
    bool captures = false;
    for (size_t i = 0; i < primary; ++i)
      captures |= all[i].kind == EffectKind::Remove && all[i].piece.is_unit();
    if (!captures) return out;
  }
  // LastMove: a pass between the capture and this move (a threat's null move) loses the unit, as the
  // pass took nothing (Popeye looks at the previous move only); the other side's pass within a series
  // is no move (core/move.h kSeriesPass): the capture before it counts.
  const bool series_pass = after.moves_played() >= 2 && after.earlier_move(2).kind == MoveKind::Null &&
                           after.earlier_move(2).aux == kSeriesPass;
  const bool lost = last_move && !series_pass && after.moves_played() >= 2 && after.earlier_move(2).kind == MoveKind::Null;
  // Parrain: the move's vector, every displacement in it so far added up (castling: the king's and the
  // rook's).
  int files = 0, ranks = 0;
  for (const Effect& e : all) {
    if (e.kind != EffectKind::Relocate) continue;
    files += e.to.file() - e.from.file();
    ranks += e.to.rank() - e.from.rank();
  }
  const Geometry& geo = after.geometry();
  for (const BuriedUnit& u : after.underworld()) {
    WaitingRebirth w{u.piece, std::nullopt, circe_waiting_origin(after, u, last_move ? (series_pass ? 3 : 2) : SIZE_MAX)};
    if (!lost) {
      const RebirthRule rule = options_.squares.rule;
      if (rule == RebirthRule::Parrain || rule == RebirthRule::ContraParrain) {
        const int sign = rule == RebirthRule::Parrain ? 1 : -1;
        const int file = u.square.file() + sign * files, rank = u.square.rank() + sign * ranks;
        if (geo.contains(file, rank)) w.square = Square(file, rank);
      } else if (options_.squares.any()) {
        w.square = options_.squares.square(reborn_unit(u.piece, {}), u.square, Square::none(), w.origin);
      } else {
        w.square = circe_rebirth_square(u.piece, u.square);
      }
    }
    out.push_back(w);
  }
  return out;
}

void Circe::after_move_delayed(Position& pos, const Rules& rules, const Move& m) const {
  const std::vector<WaitingRebirth> back = waiting_rebirths(pos);
  if (!back.empty()) {
    for (size_t i = pos.underworld().size(); i-- > 0;) pos.unbury(i);
    for (const WaitingRebirth& w : back) {
      if (!w.square || !pos.at(*w.square).is_empty()) continue;  // (Relaxed: it is lost)
      pos.add(*w.square, reborn_unit(w.unit, {}), reason(ReasonRole::Rebirth), w.origin);
      if (promotion_) promote_reborn(pos, rules, *promotion_, m, *w.square, reason(ReasonRole::Rebirth));
      turn_coat(pos, *w.square);
    }
  }
  // The units this move took wait under their capture squares (kings are not reborn).
  const auto all = pos.last_effects();
  const size_t primary = all.size() - pos.last_side_effects().size();
  std::vector<Effect> taken;
  for (size_t i = 0; i < primary; ++i)
    if (all[i].kind == EffectKind::Remove && all[i].piece.is_unit() && !rules.def(all[i].piece.kind()).royal)
      taken.push_back(all[i]);
  for (const Effect& e : taken) pos.bury(e.from, e.piece, EffectReason::Underworld);
}

bool Circe::is_kamikaze_capturer(const Position& pos, const Rules& rules, Square s) const {
  const Piece capturer = pos.at(s);
  if (capturer.attributes() & kAttributeKamikaze) return true;
  return options_.kamikaze_capturers && capturer.is_unit() && !rules.def(capturer.kind()).royal;
}

void Circe::turn_coat(Position& pos, Square s) const {
  const Piece reborn = pos.at(s);
  if (!options_.turncoats || reborn.colour() == Colour::Neutral) return;
  pos.change(s, reborn.with_colour(opposite(reborn.colour())), EffectReason::SideChange);
}

void Circe::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (options_.relevant != RelevantCapture::ThisMove) {
    after_move_delayed(pos, rules, m);
    return;
  }
  // A kamikaze capturer goes to its own rebirth square first, or leaves the board if it is occupied
  // (conditions/captures/kamikaze.h). A neutral one is reborn as a unit of the side that moved it (as
  // Popeye's AntiCirce machinery does it: "[nkRa8->h1]" after White's move), so it counts as taken by
  // the other side.
  if (m.is_capture() && is_kamikaze_capturer(pos, rules, m.to)) {
    const Piece capturer = pos.at(m.to);
    const Colour taker = capturer.colour() == Colour::Neutral ? opposite(pos.side_to_move()) : pos.side_to_move();
    const std::optional<Square> home =
        rebirth_square(capturer, m.to, CirceCapture{m.from, capturer, capturer, taker}, pos.origin(m.to));
    if (home == m.to)
      pos.note_stay(m.to);
    else if (home && pos.at(*home).is_empty()) {
      pos.relocate(m.to, *home, reason(ReasonRole::CapturerRebirth));
      turn_coat(pos, *home);
    } else
      pos.remove(m.to, reason(ReasonRole::CapturerRebirth));  // (no rebirth: Popeye writes nothing)
  }
  // The units the move's primary action took (the effects before the side effects).
  const auto all = pos.last_effects();
  const size_t primary = all.size() - pos.last_side_effects().size();
  // (Most moves take nothing: then there is no capture to read.)
  bool took = false;
  for (size_t i = 0; i < primary && !took; ++i)
    took = all[i].kind == EffectKind::Remove && all[i].piece.is_unit();
  const CirceCapture by = took ? capture_of(pos, m) : CirceCapture{};
  for (size_t i = 0; took && i < primary; ++i) {
    const Effect e = pos.last_effects()[i];  // (a copy: adding below may move the journal)
    if (e.kind != EffectKind::Remove || !e.piece.is_unit()) continue;
    const std::optional<Square> rebirth = rebirth_square(e.piece, e.from, by, e.origin);
    if (!rebirth) continue;
    const Piece reborn = reborn_unit(e.piece, by);
    if (!pos.at(*rebirth).is_empty()) {
      switch (options_.occupied) {
        case CirceOccupied::Relaxed:
        case CirceOccupied::Strict:  // (Strict never gets here: the filter refused the capture)
          continue;
        case CirceOccupied::Assassin:
          pos.remove(*rebirth, reason(ReasonRole::Rebirth));
          break;
        case CirceOccupied::Parachute:  // the occupant waits under the square, the latest first
          pos.bury(*rebirth, pos.at(*rebirth), EffectReason::Underworld, 0);
          pos.remove(*rebirth, EffectReason::Underworld);
          break;
        case CirceOccupied::Volcanic:  // the captured unit waits under it, in order of arrival
          // (A pawn reborn on its last rank promotes before it goes under, as in Popeye: "[+wPc8=Q->v]".)
          pos.bury(*rebirth, promotion_ ? promoted_reborn(rules, *promotion_, m, reborn) : reborn, reason(ReasonRole::Rebirth),
                   SIZE_MAX, reborn);
          continue;
      }
    }
    pos.add(*rebirth, reborn, reason(ReasonRole::Rebirth), e.origin);  // (a rook reborn at home: see Castling)
    if (promotion_) promote_reborn(pos, rules, *promotion_, m, *rebirth, reason(ReasonRole::Rebirth));
    turn_coat(pos, *rebirth);
  }
  // Parachute and Volcanic: a unit whose square is empty again comes back, at the end of any move.
  if (options_.occupied == CirceOccupied::Parachute || options_.occupied == CirceOccupied::Volcanic)
    bring_back_uncovered(pos);
}

bool Circe::changes_board_after_quiet_move(const Position& before, const Move& m) const {
  if (!options_.place_reborn || before.underworld().empty()) return false;
  if (options_.relevant != RelevantCapture::ThisMove) return true;
  if (options_.occupied != CirceOccupied::Parachute && options_.occupied != CirceOccupied::Volcanic)
    return false;
  // (bring_back_uncovered: a waiting unit comes back to its square once it is empty.)
  for (const BuriedUnit& u : before.underworld())
    if (u.square == m.from || before.at(u.square).is_empty()) return true;
  return false;
}

void bring_back_uncovered(Position& pos) {
  for (size_t i = 0; i < pos.underworld().size();) {
    const BuriedUnit waiting = pos.underworld()[i];
    if (!pos.at(waiting.square).is_empty()) {
      ++i;
      continue;
    }
    pos.unbury(i);
    pos.add(waiting.square, waiting.piece, EffectReason::Underworld);
  }
}

std::optional<bool> Circe::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Square king = pos.king(c);
  if (!king.is_some()) return false;
  const Colour enemy = opposite(c);
  // Rex Inclusiv: taking the king is a check only where the king could not be reborn, its rebirth
  // square being occupied after the capture (by the capturer, when the king stands on it).
  CirceCapture by_enemy;  // (only the taking side counts here: no rule that needs the move is allowed)
  by_enemy.mover = enemy;
  const std::optional<Square> king_rebirth = rebirth_square(pos.at(king), king, by_enemy, pos.origin(king));
  const bool king_attacked =
      !king_rebirth
          ? rules.in_check_after(pos, c, this)
          : rules.is_attacked_if(pos, king, enemy, ObservationPurpose::Check, [&](Square from) {
              const bool occupied = *king_rebirth == king || (*king_rebirth != from && !pos.at(*king_rebirth).is_empty());
              // (Immun chess: the king may be taken, so is in check, only where that square is empty.)
              return options_.place_reborn ? occupied : !occupied;
            });
  if (king_attacked || options_.occupied != CirceOccupied::Assassin) return king_attacked;
  // Assassin: taking a unit whose rebirth square is its own king's kills the king.
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() != c || s == king) continue;
    const std::optional<Square> rebirth = rebirth_square(p, s, by_enemy, pos.origin(s));
    if (rebirth == king && rules.is_attacked(pos, s, enemy)) return true;
  }
  return false;
}

std::optional<PieceKind> chameleon_cycle_kind(const std::string& code) {
  if (code == "q") return PieceKind::Queen;
  if (code == "r") return PieceKind::Rook;
  if (code == "b") return PieceKind::Bishop;
  if (code == "s") return PieceKind::Knight;
  if (code == "n") return PieceKind::Nightrider;
  if (code == "g") return PieceKind::Grasshopper;
  return std::nullopt;
}

void RebirthSquares::set_chameleon_cycle(const std::vector<PieceKind>& cycle) {
  chameleon = true;
  chameleon_next.fill(PieceKind::None);
  // (Popeye's default is the chameleon units' cycle: conditions/transmutation/chameleon_units.h.)
  if (cycle.empty()) {
    for (PieceKind k : {PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen})
      chameleon_next[static_cast<int>(k)] = next_chameleon_kind(k);
    return;
  }
  for (size_t i = 0; i + 1 < cycle.size(); ++i) chameleon_next[static_cast<int>(cycle[i])] = cycle[i + 1];
  if (cycle.back() != cycle.front()) chameleon_next[static_cast<int>(cycle.back())] = cycle.front();
}

Piece RebirthSquares::chameleon_unit(Piece unit) const {
  const PieceKind next = chameleon_next[static_cast<int>(unit.kind())];
  return next == PieceKind::None ? unit : unit.with_kind(next);
}

void apply_circe(Rules& rules, const std::vector<std::string>& arguments) {
  bool super = false, equipollents = false, replacement = false, cage = false, take_make = false;
  CirceOptions options;
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
    if (options.april.read(word)) continue;
    if (word == "chameleon") {
      options.squares.chameleon = reading_cycle = true;
    } else if (word == "super")
      super = true;
    else if (word == "cage")
      super = cage = true;
    else if (word == "equipollents")
      equipollents = true;
    else if (word == "take&make")
      take_make = true;
    else if (word == "strict")
      options.occupied = CirceOccupied::Strict;
    else if (word == "relaxed")
      options.occupied = CirceOccupied::Relaxed;
    else if (word == "assassin")
      options.occupied = CirceOccupied::Assassin;
    else if (word == "parachute")
      options.occupied = CirceOccupied::Parachute;
    else if (word == "volcanic")
      options.occupied = CirceOccupied::Volcanic;
    else if (word == "rexinclusive")
      options.rex_inclusive = true;
    else if (word == "rexexclusive")
      options.rex_inclusive = false;
    else if (word == "turncoats")
      options.turncoats = true;
    else if (word == "whiteonly")
      options.white_only = true;
    else if (word == "replacement")
      replacement = true;
    else if (word == "kamikazecapturers")
      options.kamikaze_capturers = true;
    else if (word == "lastmove")
      options.relevant = RelevantCapture::LastMove;
    else if (word == "waitcapture")
      options.relevant = RelevantCapture::LastCapture;
    else if (!options.squares.read(word))
      throw std::invalid_argument("Circe " + a + " is not supported yet");
  }
  if (options.april.restricted &&
      (take_make || equipollents || cage || replacement || options.squares.any() || options.rex_inclusive ||
       options.turncoats || options.white_only || options.kamikaze_capturers ||
       options.relevant != RelevantCapture::ThisMove ||
       (options.occupied != CirceOccupied::Relaxed && options.occupied != CirceOccupied::Strict)))
    throw std::invalid_argument("Circe April takes no other word but Super, Strict or Relaxed yet");
  if (options.april.restricted && !options.april.any_listed())
    throw std::invalid_argument("Circe April needs piece codes (April S B)");
  if (take_make) {
    // (The make decides the square: no other rebirth rule, later rebirth or fate on an occupied square.)
    if (super || equipollents || replacement || options.squares.any() || options.rex_inclusive ||
        options.turncoats || options.white_only || options.kamikaze_capturers ||
        options.relevant != RelevantCapture::ThisMove || options.occupied != CirceOccupied::Relaxed)
      throw std::invalid_argument("Circe Take&Make takes no other word yet");
    if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
      throw std::invalid_argument("Circe needs the 8x8 board");
    apply_take_make_circe(rules);
    return;
  }
  if (replacement && !super)
    throw std::invalid_argument("Circe Replacement (Optional Replacement) goes with Super only");
  if (options.kamikaze_capturers && (options.relevant != RelevantCapture::ThisMove || super || equipollents))
    throw std::invalid_argument(
        "Circe's kamikaze capturers take neither Super, Equipollents, LastMove nor WaitCapture");
  if (options.squares.chameleon) {
    options.squares.set_chameleon_cycle(cycle);
    if (options.squares.clone) throw std::invalid_argument("Circe cannot be both Chameleon and Clone");
  }
  const RebirthSquares& squares = options.squares;
  // (A unit reborn for the other side would change what Assassin's and Rex Inclusiv's check tests,
  // and the units waiting under the board, expect.)
  if (options.turncoats &&
      (super || equipollents || options.rex_inclusive || options.occupied == CirceOccupied::Assassin ||
       options.occupied == CirceOccupied::Parachute || options.occupied == CirceOccupied::Volcanic))
    throw std::invalid_argument(
        "Circe Turncoats takes no Super, Equipollents, RexInclusive, Assassin, Parachute or Volcanic yet");
  // (Popeye writes a reborn pawn's promotion and its change of side in one bracket, "[+bPh1=N=w]": not
  // written yet.)
  if (options.turncoats && options.squares.may_promote())
    throw std::invalid_argument(
        "Circe Turncoats with a rule that may put a reborn pawn on its last rank (PWC, Couscous, "
        "Antipodes, Symmetry, VerticalSymmetry, Parrain, ContraParrain) is not supported yet");
  const bool parrain = squares.rule == RebirthRule::Parrain || squares.rule == RebirthRule::ContraParrain;
  if (parrain) {
    if (options.relevant == RelevantCapture::LastCapture)
      throw std::invalid_argument("Circe Parrain takes the previous move's capture, not WaitCapture");
    options.relevant = RelevantCapture::LastMove;
    rules.params().base_rank_pawns_still = false;  // (Popeye: a pawn reborn on its first rank steps on)
  }
  if (options.relevant != RelevantCapture::ThisMove) {
    // (The unit waits under the board: a rule reading the capturing move, another fate on an occupied
    // square or a king's rebirth would need the capture remembered too.)
    if (super || equipollents || options.rex_inclusive || options.occupied != CirceOccupied::Relaxed ||
        squares.couscous || squares.clone || squares.rule == RebirthRule::PlaceExchange)
      throw std::invalid_argument(
          "Circe Parrain, LastMove and WaitCapture take no Super, Equipollents, RexInclusive, Strict, "
          "Assassin, Parachute, Volcanic, PWC, Couscous or Clone yet");
    // (Popeye reads these rules' square from the move that brings the unit back, not from its capture:
    // not followed yet.)
    if (squares.rule == RebirthRule::File || squares.rule == RebirthRule::Rank ||
        squares.rule == RebirthRule::Diametral || squares.rule == RebirthRule::VerticalSymmetry ||
        squares.rule == RebirthRule::HorizontalSymmetry || squares.rule == RebirthRule::Antipodes)
      throw std::invalid_argument(
          "Circe LastMove and WaitCapture take no File, Rank, Diametral, VerticalSymmetry, "
          "HorizontalSymmetry "
          "or Antipodes yet");
    if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
      throw std::invalid_argument("Circe needs the 8x8 board");
    rules.claim("the underworld", "Circe");  // (its units wait there)
    rules.provide(kCapabilityLaterRebirths, "Circe");
    std::optional<ChoiceSlot> promotion;
    if (squares.may_promote()) {
      promotion = rules.reserve_choice("Circe (a reborn pawn's promotion)", 4);
      rules.provide(kCapabilityRulePlacedPromotion, "Circe");
      rules.params().pawns_on_first_rank = true;
    }
    rules.exclude(kCapabilityMoverGoesOn, "Circe", "a later rebirth beside a second step of the move is not supported yet");
    rules.add_module(std::make_unique<Circe>(options, promotion));
    return;
  }
  if (squares.rule == RebirthRule::Diagram &&
      (squares.mirror || squares.couscous || squares.clone || squares.chameleon))
    throw std::invalid_argument(
        "Circe Diagram takes no other rebirth rule (Mirror, Couscous, Clone, Chameleon)");
  const bool other_squares = squares.any();
  if (other_squares && (super || equipollents))
    throw std::invalid_argument("Circe " + std::string(super ? "Super" : "Equipollents") +
                                " takes no other rebirth rule");
  // (Rex Inclusiv's and Assassin's check tests know the captured unit, not the capture.)
  if (squares.needs_move() && (options.rex_inclusive || options.occupied == CirceOccupied::Assassin))
    throw std::invalid_argument(
        "Circe with PWC, Couscous or Clone takes neither RexInclusive nor Assassin yet");
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("Circe needs the 8x8 board");
  options.squares.promotion_short = rules.params().promotion_ranks_short;
  if (equipollents) {
    if (super || options.occupied != CirceOccupied::Relaxed || options.rex_inclusive)
      throw std::invalid_argument(
          "Circe Equipollents takes no other word yet (Super, Strict, Assassin, "
          "Parachute, Volcanic, RexInclusive)");
    apply_equipollents_circe(rules);
    return;
  }
  if (super) {
    if (options.occupied != CirceOccupied::Relaxed && options.occupied != CirceOccupied::Strict)
      throw std::invalid_argument(std::string("Circe ") + (cage ? "Cage" : "Super") +
                                  " has no occupied rebirth square: it cannot take Assassin, "
                                  "Parachute or Volcanic");
    if (options.rex_inclusive) throw std::invalid_argument("Circe Super RexInclusive is not supported yet");
    if (cage && replacement) throw std::invalid_argument("Circe Cage takes no Replacement");
    apply_super_circe(rules, options.occupied == CirceOccupied::Strict, replacement, cage, options.april);
    return;
  }
  rules.exclude(kCapabilityKnightRole, "Circe",
                "Circe's rebirth squares for another kind in the knight's role are not supported yet");
  if (options.rex_inclusive) rules.params().royal_capture = true;  // a king is reborn like any unit
  std::optional<ChoiceSlot> promotion;
  if (squares.may_promote()) {
    promotion = rules.reserve_choice("Circe (a reborn pawn's promotion)", 4);
    rules.provide(kCapabilityRulePlacedPromotion, "Circe");
    rules.params().pawns_on_first_rank = true;  // a rebirth may put one there: it steps on from there
  }
  // (The captured unit's rebirth comes after the whole move; a rule that reads the capturer or the
  // board the capture leaves does not follow a second step yet.)
  if (squares.needs_move() || squares.chameleon || options.occupied != CirceOccupied::Relaxed || options.rex_inclusive ||
      options.turncoats)
    rules.exclude(kCapabilityMoverGoesOn, "Circe", "this rebirth rule beside a second step of the move is not supported yet");
  if (options.occupied == CirceOccupied::Strict)
    rules.exclude(kCapabilityCapturerSentOn, "Circe Strict",
                  "testing the rebirth square after the capturer was sent on is not supported yet");
  rules.provide(kCapabilityKamikazeRebirth, "Circe");
  if (options.rex_inclusive || options.occupied == CirceOccupied::Assassin) rules.provide(kCapabilityRebirthCheck, "Circe");
  rules.add_module(std::make_unique<Circe>(options, promotion));
}

const ConditionEntry& circe_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Circe",
                .fr = "Circe",
                .de = "Circe",
                .seeds =
                    {
                        {"Renaissances Circé assassin", {"Assassin"}},
                        {"Renaissances Circé parachuté", {"Parachute"}},
                        {"Renaissances Circé Rex Inclusiv", {"RexInclusive"}},
                        {"Renaissances Circé strict", {"Strict"}},
                        {"Renaissances Circé volcanique", {"Volcanic"}},
                        {"Super-Circé", {"Super"}},
                        {"Optional Replacement", {"Super", "Replacement"}},
                        {"Circé", {}},
                        {"Circé antipode", {"Antipodes"}},
                        {"Circé caméléon", {"Chameleon"}},
                        {"Circé clône", {"Clone"}},
                        // (the seed's square for a promoting capture: the pawn's; docs/rules-decisions.md)
                        {"Circé couscous", {"Couscous", "CapturerAsMoved"}},
                        {"Circé diagramme", {"Diagram"}},
                        {"Circé diagramme blanc", {"Diagram", "WhiteOnly"}},
                        {"Circé équipollent", {"Equipollents"}},
                        {"Circé inversé", {"VerticalMirror"}},
                        {"Circé kamikaze", {"KamikazeCapturers"}},
                        {"Circé symétrique", {"Symmetry"}},
                    }},
      .apply = &apply_circe,
      .order = 2,  // after AntiCirce (order 1)
  };
  return entry;
}

}  // namespace nightrider::conditions
