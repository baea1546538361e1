// Rococo perft on the compact board of variants/rococo_board.h (moves made on a copy of the parent's
// board, the last ply's displacements tried in place), and the board's reading of a position.
#include "variants/rococo_fast.h"

#include <array>

#include "pieces/rococo/rococo.h"
#include "variants/rococo_board.h"

namespace nightrider {
namespace rococo_board {
namespace {

// `b` is scratch space for the last ply: a displacement is tried on it in place and taken back.
uint64_t perft(Board& b, int depth) {
  MoveBuffer moves;
  generate(b, moves);
  const uint8_t mover = b.side, enemy = b.side ^ kBlack;
  const int king = b.kings[mover >> 3];
  const bool in_check = attacked(b, king, enemy);
  auto& sq = b.squares;
  uint64_t total = 0;
  for (int i = 0; i < moves.size(); ++i) {
    const FastMove& m = moves[i];
    const int mover_kind = kind(sq[m.from]);
    Lines lines;
    if (in_check)
      lines.all = true;
    else
      lines = lines_to_test(m, mover_kind, king);
    if (depth == 1) {
      if (!lines.all && lines.count == 0) {
        ++total;
        continue;
      }
      if (m.type == Type::Quiet) {
        const uint8_t moved = sq[m.from], taken = sq[m.to];
        sq[m.to] = moved;
        sq[m.from] = kEmpty;
        total += safe_after(b, mover_kind == kKing ? m.to : king, lines, enemy);
        sq[m.from] = moved;
        sq[m.to] = taken;
        continue;
      }
    }
    Board child = b;
    make(child, m);
    if (!safe_after(child, child.kings[mover >> 3], lines, enemy)) continue;
    total += depth == 1 ? 1 : perft(child, depth - 1);
  }
  return total;
}

}  // namespace

namespace {

uint8_t code_of(Piece p) {
  uint8_t k = 0;
  switch (p.kind()) {
    case PieceKind::King:
      k = kKing;
      break;
    case PieceKind::PushmePullyu:
      k = kPushme;
      break;
    case PieceKind::Swapper:
      k = kSwapper;
      break;
    case PieceKind::LongLeaper:
      k = kLeaper;
      break;
    case PieceKind::Chameleon:
      k = kChameleon;
      break;
    case PieceKind::Immobilizer:
      k = kImmobilizer;
      break;
    case PieceKind::CannonPawn:
      k = kPawn;
      break;
    default:
      return kOff;  // not modelled
  }
  if (p.colour() == Colour::White) return k;
  if (p.colour() == Colour::Black) return k | kBlack;
  return kOff;
}

}  // namespace

bool models(const Rules& rules) {
  const Geometry& geo = rules.geometry();
  if (geo.width() != 10 || geo.height() != 10) return false;
  for (Square s : geo.squares())
    if (geo.in_region(s, kRegionEdge) != kTables.edge[index_of(s.file(), s.rank())]) return false;
  const std::pair<PieceKind, const SpecialWalk*> walks[] = {
      {PieceKind::King, &rococo::kKingWalk},
      {PieceKind::PushmePullyu, &rococo::kPushmePullyuWalk},
      {PieceKind::Swapper, &rococo::kSwapperWalk},
      {PieceKind::LongLeaper, &rococo::kLongLeaperWalk},
      {PieceKind::Chameleon, &rococo::kChameleonWalk},
      {PieceKind::Immobilizer, &rococo::kImmobilizerWalk},
      {PieceKind::CannonPawn, &rococo::kCannonPawnWalk}};
  int used = 0;
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k)
    used += rules.uses(static_cast<PieceKind>(k));
  if (used != 7) return false;
  for (const auto& [kind, walk] : walks)
    if (!rules.uses(kind) || rules.def(kind).special != walk) return false;
  // Modules: check, swap-back ban, draw claims (perft ignores claims). Anything else changes the tree.
  if (rules.modules().size() != 3) return false;
  const std::string_view names[] = {"rococo check", "swap-back ban", "draw rules"};
  for (size_t i = 0; i < 3; ++i)
    if (rules.modules()[i]->name() != names[i]) return false;
  return true;
}

std::optional<Board> board_of(const Position& pos) {
  if (!pos.underworld().empty() || pos.has_hole()) return std::nullopt;
  const Geometry& geo = pos.geometry();
  if (geo.width() != 10 || geo.height() != 10) return std::nullopt;
  Board b{};
  b.squares.fill(kOff);
  int kings[2] = {0, 0};
  for (int rank = 0; rank < 10; ++rank)
    for (int file = 0; file < 10; ++file) {
      const Piece p = pos.at(Square(file, rank));
      const int s = index_of(file, rank);
      if (p.is_empty()) {
        b.squares[s] = kEmpty;
        continue;
      }
      const uint8_t code = code_of(p);
      if (code == kOff || p.attributes() != 0)
        return std::nullopt;  // (no attributes here: royal, kamikaze …)
      b.squares[s] = code;
      if (kind(code) == kKing) {
        ++kings[colour(code) >> 3];
        b.kings[colour(code) >> 3] = static_cast<uint8_t>(s);
      }
    }
  if (kings[0] != 1 || kings[1] != 1) return std::nullopt;
  b.side = pos.side_to_move() == Colour::Black ? kBlack : 0;
  if (pos.move_marker() != 0) {  // the swap just played (set by the swap-back ban module)
    const Square from = rococo::swap_marker_from(pos.move_marker()),
                 to = rococo::swap_marker_to(pos.move_marker());
    if (from.file() >= 10 || from.rank() >= 10 || to.file() >= 10 || to.rank() >= 10) return std::nullopt;
    b.swap_from = static_cast<uint8_t>(index_of(from.file(), from.rank()));
    b.swap_to = static_cast<uint8_t>(index_of(to.file(), to.rank()));
  }
  return b;
}

}  // namespace rococo_board

std::optional<uint64_t> rococo_fast_perft(const Rules& rules, const Position& pos, int depth) {
  if (depth < 1 || !rococo_board::models(rules)) return std::nullopt;
  std::optional<rococo_board::Board> b = rococo_board::board_of(pos);
  if (!b) return std::nullopt;
  try {
    return rococo_board::perft(*b, depth);  // b is a copy: perft may use it as scratch space
  } catch (const rococo_board::TooManyMoves&) {
    return std::nullopt;
  }
}

}  // namespace nightrider
