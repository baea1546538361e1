#include "solver/checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace nightrider::solver {
namespace {

constexpr std::string_view kMagic = "nightrider solve checkpoint 2";
// A checkpoint's sizes are checked against this before anything is allocated.
constexpr uint64_t kLargestPart = uint64_t{1} << 34;

uint64_t fnv1a(uint64_t hash, std::string_view bytes) {
  for (const unsigned char c : bytes) {
    hash ^= c;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

// Reads a checkpoint's text part by part; every failure names what was expected.
class CheckpointReader {
 public:
  CheckpointReader(std::string text, const std::string& path) : text_(std::move(text)), path_(path) {}

  std::string_view line(const char* what) {
    const size_t end = text_.find('\n', at_);
    if (end == std::string::npos) fail(std::string("it ends before ") + what);
    std::string_view line(text_.data() + at_, end - at_);
    at_ = end + 1;
    return line;
  }
  std::string_view bytes(uint64_t size, const char* what) {
    if (size > text_.size() - at_ || text_.size() - at_ - size < 1 || text_[at_ + size] != '\n')
      fail(std::string("its ") + what + " is cut short");
    std::string_view bytes(text_.data() + at_, size);
    at_ += size + 1;
    return bytes;
  }
  // "WORD N N …" with `count` numbers after the word.
  std::vector<uint64_t> numbers(std::string_view line, std::string_view word, int count, int base = 10) {
    std::vector<uint64_t> values;
    if (line.substr(0, word.size()) != word) fail("expected '" + std::string(word) + "'");
    const char* p = line.data() + word.size();
    const char* end = line.data() + line.size();
    for (int i = 0; i < count; ++i) {
      if (p == end || *p != ' ') fail("bad '" + std::string(word) + "' line");
      ++p;
      uint64_t value = 0;
      const auto [next, error] = std::from_chars(p, end, value, base);
      if (error != std::errc() || next == p) fail("bad '" + std::string(word) + "' line");
      values.push_back(value);
      p = next;
    }
    if (p != end) fail("bad '" + std::string(word) + "' line");
    return values;
  }
  [[noreturn]] void fail(const std::string& why) const {
    throw std::runtime_error("checkpoint '" + path_ + "' is damaged: " + why);
  }

 private:
  std::string text_;
  const std::string& path_;
  size_t at_ = 0;
};

}  // namespace

uint64_t SolveCheckpoint::identity_of(std::string_view text, std::string_view settings) {
  uint64_t hash = fnv1a(0xcbf29ce484222325ULL, kMagic);
  hash = fnv1a(hash, text);
  hash = fnv1a(hash, std::string_view("\0", 1));
  return fnv1a(hash, settings);
}

std::unique_ptr<SolveCheckpoint> SolveCheckpoint::load(const std::string& path, uint64_t identity) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open checkpoint '" + path + "'");
  CheckpointReader reader(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()), path);
  if (const std::string_view first = reader.line("its first line"); first != kMagic) {
    if (first.starts_with(kMagic.substr(0, kMagic.rfind(' ') + 1)))
      throw std::runtime_error("checkpoint '" + path + "' was written by another version of nightrider");
    reader.fail("it is not a checkpoint of nightrider solve");
  }
  const uint64_t kept_identity = reader.numbers(reader.line("its identity"), "identity", 1, 16)[0];
  if (kept_identity != identity)
    throw std::runtime_error("checkpoint '" + path +
                             "' belongs to another problem text or other settings (format, --condition, "
                             "--general-path, or another version of nightrider)");
  auto kept = std::make_unique<SolveCheckpoint>(identity);
  SolveCheckpoint& checkpoint = *kept;
  const uint64_t units = reader.numbers(reader.line("the units"), "units", 1)[0];
  const uint64_t bad = reader.numbers(reader.line("the bad problems"), "bad", 1)[0];
  const uint64_t numbered = reader.numbers(reader.line("the moves numbered"), "numbered", 1)[0];
  if (units > (1u << 30) || bad > units || numbered > (1u << 30)) reader.fail("bad counts");
  checkpoint.units_done_ = static_cast<int>(units);
  checkpoint.bad_problems_ = static_cast<int>(bad);
  checkpoint.numbered_first_moves_ = static_cast<size_t>(numbered);
  const uint64_t output_size = reader.numbers(reader.line("the output"), "output", 1)[0];
  if (output_size > kLargestPart) reader.fail("bad output size");
  checkpoint.output_ = std::string(reader.bytes(output_size, "output"));
  for (;;) {
    const std::string_view line = reader.line("its end");
    if (line == "end") break;
    const std::vector<uint64_t> root = reader.numbers(line, "root", 3);
    if (root[0] > (1u << 30) || root[1] > (1u << 30) || root[2] > kLargestPart) reader.fail("bad root line");
    checkpoint.roots_[{static_cast<int>(root[0]), static_cast<int>(root[1])}] =
        std::string(reader.bytes(root[2], "root result"));
  }
  return kept;
}

void SolveCheckpoint::save(const std::string& path) const {
  std::string text;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    char identity[32];
    std::snprintf(identity, sizeof identity, "%016llx", static_cast<unsigned long long>(identity_));
    text.append(kMagic).append("\nidentity ").append(identity);
    text.append("\nunits ").append(std::to_string(units_done_));
    text.append("\nbad ").append(std::to_string(bad_problems_));
    text.append("\nnumbered ").append(std::to_string(numbered_first_moves_));
    text.append("\noutput ").append(std::to_string(output_.size())).append("\n").append(output_).append("\n");
    for (const auto& [key, result] : roots_) {
      text.append("root ").append(std::to_string(key.first)).append(" ").append(std::to_string(key.second));
      text.append(" ").append(std::to_string(result.size())).append("\n").append(result).append("\n");
    }
    text.append("end\n");
    changed_ = false;
  }
  // Written whole beside the old file, flushed to the disk, then renamed over it: a crash at any moment
  // leaves one complete checkpoint.
  const std::string temporary = path + ".tmp";
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw std::runtime_error("cannot write checkpoint '" + temporary + "': " + std::strerror(errno));
  size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int error = errno;
      ::close(fd);
      throw std::runtime_error("cannot write checkpoint '" + temporary + "': " + std::strerror(error));
    }
    written += static_cast<size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0)
    throw std::runtime_error("cannot write checkpoint '" + temporary + "': " + std::strerror(errno));
  if (std::rename(temporary.c_str(), path.c_str()) != 0)
    throw std::runtime_error("cannot write checkpoint '" + path + "': " + std::strerror(errno));
}

int SolveCheckpoint::units_done() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return units_done_;
}

std::string SolveCheckpoint::output() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return output_;
}

int SolveCheckpoint::bad_problems() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return bad_problems_;
}

size_t SolveCheckpoint::numbered_first_moves() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return numbered_first_moves_;
}

void SolveCheckpoint::unit_done(std::string_view text, int bad_problems, size_t numbered_first_moves) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++units_done_;
  bad_problems_ = bad_problems;
  numbered_first_moves_ = numbered_first_moves;
  output_.append(text);
  roots_.clear();
  changed_ = true;
}

bool SolveCheckpoint::changed() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return changed_;
}

std::optional<std::string> SolveCheckpoint::find(int search, int index) {
  std::lock_guard<std::mutex> lock(mutex_);
  const auto at = roots_.find({search, index});
  if (at == roots_.end()) return std::nullopt;
  return at->second;
}

void SolveCheckpoint::keep(int search, int index, std::string result) {
  std::lock_guard<std::mutex> lock(mutex_);
  roots_[{search, index}] = std::move(result);
  changed_ = true;
}

size_t SolveCheckpoint::kept_roots() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return roots_.size();
}

}  // namespace nightrider::solver
