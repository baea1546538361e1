#include "solver/orthodox_board.h"

#include <array>

#include "core/position.h"
#include "solver/mate_bound.h"
#include "solver/popeye_move_order.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider::solver {
namespace {

using bitboard::FastMove;
namespace b8 = bitboard8;

// The keys are tables made at compile time: every move looks up four to six of them.
template <size_t N>
constexpr std::array<uint64_t, N> key_table(uint64_t base) {
  std::array<uint64_t, N> keys{};
  for (size_t i = 0; i < N; ++i) keys[i] = zobrist::mix(base + i);
  return keys;
}
constexpr auto kPieceKeys = key_table<12 * 64>(0x7000000ull);  // by orthodox code * 64 + square
constexpr auto kCastlingKeys = key_table<16>(0x7100000ull);
constexpr auto kEnPassantKeys = key_table<64>(0x7200000ull);

uint64_t piece_key(int code, int square) { return kPieceKeys[static_cast<size_t>(code * 64 + square)]; }
uint64_t castling_key(int rights) { return kCastlingKeys[static_cast<size_t>(rights)]; }
uint64_t en_passant_key(int square) { return kEnPassantKeys[static_cast<size_t>(square)]; }

int code_at(const bitboard::Board& board, int square) { return board.piece_code(square); }

char english_letter(int type) { return "PSBRQK"[type]; }

}  // namespace

OrthodoxBoard::OrthodoxBoard(const bitboard::Setup& setup) : board_(setup) {
  uint64_t key = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const int code = code_at(board_, sq);
    if (code != b8::kOrthodoxEmpty) key ^= piece_key(code, sq);
  }
  keys_.reserve(512);
  keys_.push_back(key);
  last_kinds_.push_back(0);
}

uint64_t OrthodoxBoard::key() const {
  uint64_t key = keys_.back() ^ castling_key(board_.castling_rights());
  if (board_.en_passant_square() >= 0) key ^= en_passant_key(board_.en_passant_square());
  if (!board_.white_to_move()) key ^= zobrist::black_to_move();
  return key;
}

uint64_t OrthodoxBoard::pieces_key_after(const MoveT& m) const {
  const int mover = code_at(board_, m.from);
  uint64_t key = keys_.back() ^ piece_key(mover, m.from);
  const int colour = mover / 6;
  if (m.flags & bitboard::kEnPassant) {
    key ^= piece_key(b8::orthodox_code(colour ^ 1, b8::kPawn), m.to ^ 8);
  } else if (m.flags & bitboard::kCapture) {
    key ^= piece_key(code_at(board_, m.to), m.to);
  }
  if (m.flags & bitboard::kPromotion) {
    key ^= piece_key(b8::orthodox_code(colour, bitboard::promotion_type(m.promotion)), m.to);
  } else {
    key ^= piece_key(mover, m.to);
  }
  if (m.flags & bitboard::kCastle) {
    const int rook = b8::orthodox_code(colour, b8::kRook);
    key ^= piece_key(rook, bitboard::castling_rook_from(m)) ^ piece_key(rook, bitboard::castling_rook_to(m));
  }
  return key;
}

uint64_t OrthodoxBoard::key_after(const MoveT& m) const {
  // (As bitboard::Board::play sets them.)
  const int castling = board_.castling_rights() & b8::kCastleKeep[m.from] & b8::kCastleKeep[m.to];
  uint64_t key = pieces_key_after(m) ^ castling_key(castling);
  if (m.flags & bitboard::kDoublePush) key ^= en_passant_key((m.from + m.to) / 2);
  if (board_.white_to_move()) key ^= zobrist::black_to_move();
  return key;
}

void OrthodoxBoard::play(const MoveT& m) {
  const uint64_t key = pieces_key_after(m);
  board_.play(m);
  keys_.push_back(key);
  last_kinds_.push_back(static_cast<uint8_t>(((m.flags & bitboard::kCapture) ? kLastCapture : 0) |
                                             ((m.flags & bitboard::kCastle) ? kLastCastle : 0) |
                                             ((m.flags & bitboard::kEnPassant) ? kLastEnPassant : 0)));
}

bool OrthodoxBoard::mate_possible(bool mated_white, int mated_moves, int mating_moves, uint64_t squares,
                                  uint64_t* feasible, bool* roomy, MateBound::Progress* progress) const {
  return mate_bound_.possible(board_, mated_white, mated_moves, mating_moves, nullptr, squares, feasible,
                              roomy, progress);
}

bool OrthodoxBoard::may_progress(const Progress& progress, const MoveT& m) const {
  return progress.allows(board_, m);
}

std::string OrthodoxBoard::text(const MoveT& m) const {
  if (m.flags & bitboard::kCastle) return m.to % 8 == 6 ? "0-0" : "0-0-0";
  std::string out;
  const int code = code_at(board_, m.from);
  if (code % 6 != b8::kPawn) out += piece_code_in(std::string(1, english_letter(code % 6)), language_);
  out += static_cast<char>('a' + m.from % 8);
  out += static_cast<char>('1' + m.from / 8);
  out += (m.flags & bitboard::kCapture) ? '*' : '-';
  out += static_cast<char>('a' + m.to % 8);
  out += static_cast<char>('1' + m.to / 8);
  if (m.flags & bitboard::kPromotion) {
    out += '=';
    out += piece_code_in(std::string(1, english_letter(bitboard::promotion_type(m.promotion))), language_);
  }
  if (m.flags & bitboard::kEnPassant) out += " ep.";
  return out;
}

void OrthodoxBoard::order_as_popeye(std::vector<MoveT>& moves, PopeyeGenerator generator) const {
  auto kind_of = [](char letter) {
    switch (letter | 0x20) {
      case 'k':
        return PieceKind::King;
      case 'q':
        return PieceKind::Queen;
      case 'r':
        return PieceKind::Rook;
      case 'b':
        return PieceKind::Bishop;
      case 'n':
        return PieceKind::Knight;
      case 'p':
        return PieceKind::Pawn;
      default:
        return PieceKind::None;
    }
  };
  auto square = [](int index) { return Square(index % 8, index / 8); };
  std::vector<OrderedMove> read;
  read.reserve(moves.size());
  for (const MoveT& m : moves)
    read.push_back({kind_of(board_.piece_at(m.from)), square(m.from), square(m.to),
                    m.promotion ? kind_of(m.promotion) : PieceKind::None, false, false,
                    (m.flags & bitboard::kEnPassant) != 0, (m.flags & bitboard::kCastle) != 0});
  const std::optional<std::vector<int>> places = popeye_move_places(read, generator);
  if (!places) return;
  std::vector<MoveT> ordered(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) ordered[static_cast<size_t>((*places)[i])] = moves[i];
  moves = std::move(ordered);
}

}  // namespace nightrider::solver
