// The table of malformed chess FENs, each with the part of the message that names its problem; used by
// the FEN reader's tests and by the command line's (every kind must also exit with status 2).
#pragma once

#include <string>
#include <vector>

namespace nightrider::testing {

inline constexpr const char* kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

struct BadFen {
  const char* kind;  // what is wrong, for the failure message
  std::string fen;
  const char* expected;  // a part of the message that names this problem and no other
};

inline std::string repeated(const std::string& text, int times, const std::string& separator) {
  std::string out;
  for (int i = 0; i < times; ++i) out += (i ? separator : "") + text;
  return out;
}

inline const std::vector<BadFen>& bad_chess_fens() {
  static const std::vector<BadFen> cases = {
      {"empty string", "", "bad FEN: empty FEN"},
      {"only blanks", "   \t ", "bad FEN: empty FEN"},
      {"rank too long", "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "rank 7 has 9 files, chess needs 8"},
      {"rank too long by digits", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR1 w KQkq - 0 1",
       "rank 1 has 9 files, chess needs 8"},
      {"rank too short", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "rank 7 has 7 files, chess needs 8"},
      {"too many ranks", "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "board has 9 ranks, chess needs 8"},
      {"too few ranks", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "board has 7 ranks, chess needs 8"},
      {"one rank", "rnbqkbnr w KQkq - 0 1", "board has 1 rank, chess needs 8"},
      {"17x17 board", repeated("17", 17, "/") + " w - - 0 1",
       "board has 17 ranks, more than the 12 of the largest board (chess needs 8)"},
      {"17 files on a rank", "4k3/" + std::string(17, 'p') + "/8/8/8/8/8/4K3 w - - 0 1",
       "rank 7 has 17 files, chess needs 8"},
      {"absurdly long rank", "4k3/" + std::string(5000, 'p') + "/8/8/8/8/8/4K3 w - - 0 1",
       "rank 7 has more than 1000 files"},
      {"empty rank", "rnbqkbnr//8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 is empty"},
      {"unknown letter", "rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "unknown piece letter 'X' in rank 4 (chess)"},
      {"fairy letter in chess", "rnbqkbnr/pppppppp/8/8/3A4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "unknown piece letter 'A' in rank 4"},
      {"punctuation in the board", "rnbqkbnr/pppppppp/8/8/3?4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "unknown piece letter '?' in rank 4"},
      {"non-ASCII byte",
       "rnbqkbnr/pppppppp/8/8/3\xE2\x99\x94"
       "4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "unknown piece letter byte 0xE2 in rank 4"},
      {"zero digit", "rnbqkbnr/pppp0pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       "rank 7 has an empty-square count of 0"},
      {"bad side", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
       "side to move must be 'w' or 'b', not 'x'"},
      {"upper-case side", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",
       "side to move must be 'w' or 'b', not 'W'"},
      {"missing side", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "missing side-to-move field"},
      {"missing rights", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "missing rights field"},
      {"missing en passant", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
       "missing en passant field"},
      {"missing fullmove", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
       "missing fullmove number after the halfmove clock"},
      {"too many fields", std::string(kStartFen) + " Pe4 extra", "too many fields (8), at most 7"},
      {"underworld entry without a square", std::string(kStartFen) + " Pe4,Q",
       "underworld entry 'Q' needs a square of the board"},
      {"underworld entry with an unknown letter", std::string(kStartFen) + " extra",
       "unknown piece letter 'e' in the underworld field"},
      {"bad castling letter", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
       "castling field has unknown letter 'x'"},
      {"castling without its rook", "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
       "castling right 'K' needs the white king on its first rank and a white rook on h1"},
      {"castling with the king off its rank", "r3k2r/8/8/8/8/8/4K3/R6R w Q - 0 1",
       "castling right 'Q' needs the white king on its first rank and a white rook on a1"},
      {"castling with a rook of the wrong colour", "r3k2r/8/8/8/8/8/8/R3K2r w K - 0 1",
       "castling right 'K' needs the white king on its first rank and a white rook on h1"},
      {"black castling without its rook", "4k3/8/8/8/8/8/8/R3K2R w KQq - 0 1",
       "castling right 'q' needs the black king on its first rank and a black rook on a8"},
      {"lone rights on an empty square", "4k3/8/8/8/8/8/8/R3K3 w [h1] - 0 1",
       "rights list 'h1' names 'h1', which is not a square with a unit"},
      {"lone rights not closed", "4k3/8/8/8/8/8/8/R3K3 w [a1 - 0 1",
       "castling field '[a1' opens '[' without closing it at the end"},
      {"repeated castling letter", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",
       "rights field repeats 'K'"},
      {"en passant not a square", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
       "en passant square 'z9' is not a square of the board"},
      {"en passant off the board", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
       "en passant square 'e9' is not a square of the board"},
      {"en passant on the wrong rank", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
       "en passant square e4 must be on rank 3"},
      {"en passant for the wrong side", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
       "en passant square e3 must be on rank 6"},
      {"en passant without a double step", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
       "en passant square e6 does not follow a double step"},
      {"negative halfmove clock", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
       "halfmove clock must be at least 0, not '-1'"},
      {"non-numeric halfmove clock", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
       "halfmove clock must be a whole number, not 'x'"},
      {"halfmove clock with a fraction", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1.5 1",
       "halfmove clock must be a whole number, not '1.5'"},
      {"huge halfmove clock", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999999 1",
       "halfmove clock must be at most 10000, not '99999999999999'"},
      {"fullmove 0", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
       "fullmove number must be at least 1, not '0'"},
      {"negative fullmove", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -5",
       "fullmove number must be at least 1, not '-5'"},
      {"non-numeric fullmove", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 one",
       "fullmove number must be a whole number, not 'one'"},
      {"too large fullmove", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 10001",
       "fullmove number must be at most 10000, not '10001'"},
      {"missing king", "8/8/8/8/8/8/8/4K3 w - - 0 1", "there is no black king"},
      {"missing white king", "4k3/8/8/8/8/8/8/8 w - - 0 1", "there is no white king"},
      {"two kings", "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1", "there are 2 white kings"},
      {"white pawn on the promotion rank", "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
       "pawn on h8 stands on its promotion rank"},
      {"black pawn on the promotion rank", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",
       "pawn on a1 stands on its promotion rank"},
      {"pawn on its first rank", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RPBQKBNR w KQkq - 0 1",
       "pawn on b1 stands on its first rank, where chess pawns never are"},
      {"neutral mark after a lower-case letter", "4k3/8/8/8/3r=4/8/8/4K3 w - - 0 1",
       "neutral mark '=' after the lower-case letter 'r'"},
      {"side not to move in check", "4k3/8/8/8/8/8/8/4RK2 w - - 0 1",
       "the side not to move (black) is in check"},
      {"white in check with black to move", "4k3/8/8/8/8/8/8/r3K3 b - - 0 1",
       "the side not to move (white) is in check"},
  };
  return cases;
}

}  // namespace nightrider::testing
