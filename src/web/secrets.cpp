#include "web/secrets.h"

#include <sys/random.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace nightrider::web {

std::string random_hex(size_t bytes) {
  std::vector<unsigned char> random(bytes);
  for (size_t filled = 0; filled < bytes;) {
    const ssize_t n = getrandom(random.data() + filled, bytes - filled, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error(std::string("no randomness from the system (getrandom: ") +
                               std::strerror(errno) + ")");
    }
    filled += static_cast<size_t>(n);
  }
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string text;
  text.reserve(2 * bytes);
  for (const unsigned char b : random) {
    text += kDigits[b >> 4];
    text += kDigits[b & 0xf];
  }
  return text;
}

bool same_secret(std::string_view given, std::string_view stored) {
  if (stored.empty() || given.size() != stored.size()) return false;
  // Every byte is read and the differences gathered without a branch on them, so the time taken says
  // nothing about how much of a guess was right.
  unsigned char difference = 0;
  for (size_t i = 0; i < stored.size(); ++i) difference |= static_cast<unsigned char>(given[i] ^ stored[i]);
  return difference == 0;
}

}  // namespace nightrider::web
