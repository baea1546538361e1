// Perft throughput of the orthodox 8x8 bitboard fast path (single thread, full depth, bulk counting).
#include <benchmark/benchmark.h>

#include <cctype>
#include <cstdint>
#include <sstream>
#include <string>

#include "variants/chess_bitboard.h"

namespace {

using nightrider::bitboard::Board;
using nightrider::bitboard::Setup;

// Minimal FEN -> Setup for the orthodox positions below.
Setup setup_from_fen(const std::string& fen) {
  std::istringstream in(fen);
  std::string placement, side, castling = "-", ep = "-";
  in >> placement >> side >> castling >> ep;
  Setup s;
  s.board.fill('.');
  int rank = 7, file = 0;
  for (char c : placement) {
    if (c == '/') {
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      file += c - '0';
    } else if (rank >= 0 && file < 8) {
      s.board[rank * 8 + file++] = c;
    }
  }
  s.white_to_move = side != "b";
  s.castle_white_king = castling.find('K') != std::string::npos;
  s.castle_white_queen = castling.find('Q') != std::string::npos;
  s.castle_black_king = castling.find('k') != std::string::npos;
  s.castle_black_queen = castling.find('q') != std::string::npos;
  if (ep.size() == 2) s.en_passant = (ep[1] - '1') * 8 + (ep[0] - 'a');
  return s;
}

void run_perft(benchmark::State& state, const std::string& fen, int depth, uint64_t expected) {
  Board board(setup_from_fen(fen));
  uint64_t nodes = 0;
  for (auto _ : state) {
    const uint64_t n = nightrider::bitboard::perft(board, depth);
    benchmark::DoNotOptimize(n);
    if (n != expected) {
      state.SkipWithError(
          ("perft = " + std::to_string(n) + ", expected " + std::to_string(expected)).c_str());
      return;
    }
    nodes += n;
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(expected));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_PerftStartDepth6(benchmark::State& state) {
  run_perft(state, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324);
}
void BM_PerftKiwipeteDepth5(benchmark::State& state) {
  run_perft(state, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690);
}

BENCHMARK(BM_PerftStartDepth6)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_PerftKiwipeteDepth5)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

}  // namespace
