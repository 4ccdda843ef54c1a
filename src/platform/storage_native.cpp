// Native Storage: one file per name, written atomically (temp file, fsync,
// rename), so the previous value survives any failure mid-write.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "platform/storage.h"
#include "text/tr.h"

namespace fs = std::filesystem;

namespace landlord::platform {
namespace {

std::string default_dir() {
  if (const char* d = std::getenv("LANDLORD_DATA_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) return std::string(x) + "/landlord";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.local/share/landlord";
  return {};
}

StorageError error(StorageErrorCode code, std::string message) {
  return StorageError{code, std::move(message)};
}

// What failed, in each of the three ways it can fail: the disk full, no
// permission, anything else. Whole sentences, so that a translation words
// each its own way; {dir} is a directory, {name} a stored name, {reason}
// the system's words for the error.
struct Failing {
  const char* full;
  const char* denied;
  const char* failed;
};
constexpr Failing kCreateDir = {
    tr_noop("The disk is full: could not create the data directory {dir}."),
    tr_noop("No permission to create the data directory {dir} ({reason})."),
    tr_noop("Could not create the data directory {dir}: {reason}.")};
constexpr Failing kCreateFile = {tr_noop("The disk is full: could not create a file in {dir}."),
                                 tr_noop("No permission to create a file in {dir} ({reason})."),
                                 tr_noop("Could not create a file in {dir}: {reason}.")};
constexpr Failing kWrite = {tr_noop("The disk is full: could not write {name}."),
                            tr_noop("No permission to write {name} ({reason})."),
                            tr_noop("Could not write {name}: {reason}.")};
constexpr Failing kReplace = {tr_noop("The disk is full: could not replace {name}."),
                              tr_noop("No permission to replace {name} ({reason})."),
                              tr_noop("Could not replace {name}: {reason}.")};
constexpr Failing kRead = {tr_noop("The disk is full: could not read {name}."),
                           tr_noop("No permission to read {name} ({reason})."),
                           tr_noop("Could not read {name}: {reason}.")};
constexpr Failing kRemove = {tr_noop("The disk is full: could not remove {name}."),
                             tr_noop("No permission to remove {name} ({reason})."),
                             tr_noop("Could not remove {name}: {reason}.")};
constexpr Failing kList = {tr_noop("The disk is full: could not list {dir}."),
                           tr_noop("No permission to list {dir} ({reason})."),
                           tr_noop("Could not list {dir}: {reason}.")};

// `what`: the directory or the name the sentences speak of.
StorageError errno_error(const Failing& doing, std::string_view what, int err) {
  const std::string reason = std::strerror(err);
  auto say = [&](const char* msgid) {
    return trf(msgid, fmt::arg("dir", what), fmt::arg("name", what), fmt::arg("reason", reason));
  };
  if (err == ENOSPC || err == EDQUOT) return error(StorageErrorCode::kQuotaExceeded, say(doing.full));
  if (err == EACCES || err == EPERM || err == EROFS) return error(StorageErrorCode::kUnavailable, say(doing.denied));
  return error(StorageErrorCode::kIoError, say(doing.failed));
}

StorageError bad_name() { return error(StorageErrorCode::kBadName, tr("Invalid storage name.")); }

StorageError no_data_dir() {
  return error(StorageErrorCode::kUnavailable, tr("No data directory: set HOME or LANDLORD_DATA_DIR."));
}

bool write_all(int fd, std::string_view data) {
  const char* p = data.data();
  size_t left = data.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += n;
    left -= static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

Storage::Storage(std::string dir) : location_(dir.empty() ? default_dir() : std::move(dir)) {}

StorageError Storage::put(std::string_view name, std::string_view value) {
  if (!valid_name(name)) return bad_name();
  if (location_.empty()) return no_data_dir();
  std::error_code ec;
  fs::create_directories(location_, ec);
  if (ec) return errno_error(kCreateDir, location_, ec.value());

  const std::string final_path = location_ + "/" + std::string(name);
  std::string tmp_path = final_path + ".tmp-XXXXXX";
  int fd = ::mkstemp(tmp_path.data());
  if (fd < 0) return errno_error(kCreateFile, location_, errno);
  ::fchmod(fd, 0600);
  bool ok = write_all(fd, value);
  int err = ok ? 0 : errno;
  if (ok && ::fsync(fd) != 0) {
    ok = false;
    err = errno;
  }
  if (::close(fd) != 0 && ok) {
    ok = false;
    err = errno;
  }
  if (!ok) {
    ::unlink(tmp_path.c_str());
    return errno_error(kWrite, name, err);
  }
  if (::rename(tmp_path.c_str(), final_path.c_str()) != 0) {
    err = errno;
    ::unlink(tmp_path.c_str());
    return errno_error(kReplace, name, err);
  }
  // Make the rename itself durable.
  int dfd = ::open(location_.c_str(), O_RDONLY | O_DIRECTORY);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
  return {};
}

StorageRead Storage::get(std::string_view name) const {
  StorageRead r;
  if (!valid_name(name)) {
    r.error = bad_name();
    return r;
  }
  if (location_.empty()) {
    r.error = no_data_dir();
    return r;
  }
  const std::string path = location_ + "/" + std::string(name);
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::error_code ec;
    if (!fs::exists(path, ec))
      r.error = error(StorageErrorCode::kNotFound, trf("Nothing is stored under {name}.", fmt::arg("name", name)));
    else
      r.error = errno_error(kRead, name, errno ? errno : EIO);
    return r;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    r.error = errno_error(kRead, name, EIO);
    return r;
  }
  r.value = ss.str();
  return r;
}

StorageError Storage::remove(std::string_view name) {
  if (!valid_name(name)) return bad_name();
  if (location_.empty()) return {};
  const std::string path = location_ + "/" + std::string(name);
  if (::unlink(path.c_str()) != 0 && errno != ENOENT) return errno_error(kRemove, name, errno);
  return {};
}

std::vector<std::string> Storage::list(StorageError* err) const {
  std::vector<std::string> names;
  std::error_code ec;
  if (location_.empty() || !fs::exists(location_, ec)) return names;
  for (fs::directory_iterator it(location_, ec), end; !ec && it != end; it.increment(ec)) {
    std::string n = it->path().filename().string();
    if (n.find(".tmp-") != std::string::npos) continue;  // an interrupted write
    if (valid_name(n)) names.push_back(n);
  }
  if (ec && err) *err = errno_error(kList, location_, ec.value());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace landlord::platform
