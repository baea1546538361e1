// HTTP requests as raw bytes for the web server's tests: whatever the request holds (hostile targets,
// garbage, oversized headers, WebSocket upgrades) goes over a fresh loopback connection as written, and
// everything the server answers comes back.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <string>

namespace nightrider::web::testing {

// One request as raw bytes over a fresh connection; everything the server sends back until it closes.
inline std::string send_raw(uint16_t port, const std::string& request, bool headers_only = false) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
    close(fd);
    return "";
  }
  timeval timeout{10, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  for (size_t sent = 0; sent < request.size();) {
    const ssize_t n = ::send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += static_cast<size_t>(n);
  }
  std::string reply;
  char buffer[4096];
  for (ssize_t n; (n = recv(fd, buffer, sizeof buffer, 0)) > 0;) {
    reply.append(buffer, static_cast<size_t>(n));
    // An accepted WebSocket stays open: its answer ends with the headers.
    if (headers_only && reply.find("\r\n\r\n") != std::string::npos) break;
  }
  close(fd);
  return reply;
}

inline std::string get(uint16_t port, const std::string& target) {
  return send_raw(port, "GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
}

}  // namespace nightrider::web::testing
