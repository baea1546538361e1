#include "match/sprt.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "match/elo.h"

namespace nightrider::match {
namespace {

constexpr double kZ95Pairs = 1.959963984540054;  // two-sided 95% quantile of the normal distribution
// A pair score never seen counts as this many pairs, so that every hypothesis' mean lies strictly inside
// the observed range and the maximum-likelihood distribution exists (Fishtest regularises alike).
constexpr double kUnseenCount = 1e-3;

std::array<double, 5> frequencies_of(const Pentanomial& pairs, double& total) {
  std::array<double, 5> f{};
  total = 0;
  for (size_t i = 0; i < 5; ++i) {
    f[i] = pairs.count[i] > 0 ? static_cast<double>(pairs.count[i]) : kUnseenCount;
    total += f[i];
  }
  for (double& x : f) x /= total;
  return f;
}

}  // namespace

void Pentanomial::add_pair(double first, double second) {
  const long half_points = std::lround(2 * (first + second));
  if (half_points < 0 || half_points > 4) throw std::invalid_argument("a pair scores 0 to 2 points");
  ++count[static_cast<size_t>(half_points)];
}

double sprt_lower_bound(const SprtConfig& config) { return std::log(config.beta / (1 - config.alpha)); }
double sprt_upper_bound(const SprtConfig& config) { return std::log((1 - config.beta) / config.alpha); }

double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

std::array<double, 5> constrained_mle(const std::array<double, 5>& p, double score) {
  // f(lambda) = sum p_i d_i / (1 + lambda d_i), d_i = a_i - score, falls from +inf to -inf on the interval
  // where every 1 + lambda d_i > 0 (observed outcomes only); its root makes sum q_i = 1 and the mean
  // `score` (sum q_i d_i = f(lambda) = 0, and sum q_i = sum p_i - lambda f(lambda)).
  double d_max = 0, d_min = 0;
  for (size_t i = 0; i < 5; ++i) {
    if (p[i] <= 0) continue;
    const double d = kPairScore[i] - score;
    d_max = std::max(d_max, d);
    d_min = std::min(d_min, d);
  }
  if (!(d_max > 0) || !(d_min < 0))
    throw std::invalid_argument("the score of a hypothesis lies outside the observed pair scores");
  double low = -1.0 / d_max, high = -1.0 / d_min;
  auto f = [&](double lambda) {
    double sum = 0;
    for (size_t i = 0; i < 5; ++i)
      if (p[i] > 0) {
        const double d = kPairScore[i] - score;
        sum += p[i] * d / (1 + lambda * d);
      }
    return sum;
  };
  for (int iteration = 0; iteration < 200; ++iteration) {
    const double mid = (low + high) / 2;
    if (mid <= low || mid >= high) break;
    (f(mid) > 0 ? low : high) = mid;
  }
  const double lambda = (low + high) / 2;
  std::array<double, 5> q{};
  for (size_t i = 0; i < 5; ++i) q[i] = p[i] > 0 ? p[i] / (1 + lambda * (kPairScore[i] - score)) : 0.0;
  return q;
}

double sprt_llr(const Pentanomial& pairs, const SprtConfig& config) {
  if (pairs.pairs() == 0) return 0;
  double total = 0;
  const std::array<double, 5> p = frequencies_of(pairs, total);
  const std::array<double, 5> q0 = constrained_mle(p, score_from_elo(config.elo0));
  const std::array<double, 5> q1 = constrained_mle(p, score_from_elo(config.elo1));
  double llr = 0;
  for (size_t i = 0; i < 5; ++i) llr += p[i] * std::log(q1[i] / q0[i]);
  return total * llr;
}

PairElo pair_elo(const Pentanomial& pairs) {
  PairElo e;
  const int64_t n = pairs.pairs();
  if (n == 0) return e;
  double s = 0;
  for (size_t i = 0; i < 5; ++i) s += static_cast<double>(pairs.count[i]) * kPairScore[i];
  s /= static_cast<double>(n);
  double variance = 0;
  for (size_t i = 0; i < 5; ++i)
    variance += static_cast<double>(pairs.count[i]) * (kPairScore[i] - s) * (kPairScore[i] - s);
  variance /= static_cast<double>(n);
  const double margin = kZ95Pairs * std::sqrt(variance / static_cast<double>(n));
  e.score = s;
  e.diff = elo_from_score(s);
  if (s - margin <= 0 || s + margin >= 1) return e;
  e.valid = true;
  e.error = (elo_from_score(s + margin) - elo_from_score(s - margin)) / 2;
  return e;
}

SprtState sprt_state(const Pentanomial& pairs, const SprtConfig& config) {
  SprtState state;
  state.llr = sprt_llr(pairs, config);
  state.lower = sprt_lower_bound(config);
  state.upper = sprt_upper_bound(config);
  if (state.llr >= state.upper)
    state.verdict = SprtVerdict::H1;
  else if (state.llr <= state.lower)
    state.verdict = SprtVerdict::H0;
  return state;
}

std::string verdict_text(SprtVerdict verdict) {
  switch (verdict) {
    case SprtVerdict::H0:
      return "H0 accepted";
    case SprtVerdict::H1:
      return "H1 accepted";
    case SprtVerdict::None:
      break;
  }
  return "no verdict";
}

}  // namespace nightrider::match
