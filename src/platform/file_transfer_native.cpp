// Native file transfer: plain files at paths the player chooses.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

#include "platform/file_transfer.h"
#include "text/tr.h"

namespace fs = std::filesystem;

namespace landlord::platform {
namespace {

FileTransfer failure(std::string message) {
  FileTransfer t;
  t.message = std::move(message);
  return t;
}

FileTransfer is_a_folder(const std::string& path) {
  return failure(trf("{file} is a folder, not a file.", fmt::arg("file", path)));
}

FileTransfer cannot_write(const std::string& path, int err) {
  const std::string reason = std::strerror(err);
  return failure(trf("Could not write {file}: {reason}.", fmt::arg("file", path), fmt::arg("reason", reason)));
}

std::string data_dir() {
  if (const char* d = std::getenv("LANDLORD_DATA_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) return std::string(x) + "/landlord";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.local/share/landlord";
  return {};
}

}  // namespace

bool file_picker_available() { return false; }

std::string export_dir() {
  std::error_code ec;
  if (const char* d = std::getenv("XDG_DOWNLOAD_DIR"); d && *d && fs::is_directory(d, ec)) return d;
  if (const char* h = std::getenv("HOME"); h && *h) {
    std::string downloads = std::string(h) + "/Downloads";
    if (fs::is_directory(downloads, ec)) return downloads;
  }
  std::string data = data_dir();
  return data.empty() ? std::string() : data + "/exports";
}

FileTransfer read_text_file(std::string_view path_view, std::size_t max_bytes) {
  std::string path(path_view);
  if (path.empty()) return failure(tr("Type the path of the file to open."));
  std::error_code ec;
  if (fs::is_directory(path, ec)) return is_a_folder(path);
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) {
    const std::string reason = std::strerror(errno);
    return failure(trf("Could not open {file}: {reason}.", fmt::arg("file", path), fmt::arg("reason", reason)));
  }
  FileTransfer t;
  char buf[65536];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    if (t.text.size() + n > max_bytes) {
      std::fclose(f);
      return failure(trf("The file {file} is too large (the limit is {mib} MiB).", fmt::arg("file", path),
                         fmt::arg("mib", max_bytes / (1024 * 1024))));
    }
    t.text.append(buf, n);
  }
  bool bad = std::ferror(f) != 0;
  std::fclose(f);
  if (bad) return failure(trf("Could not read {file}.", fmt::arg("file", path)));
  t.ok = true;
  t.path = path;
  t.name = fs::path(path).filename().string();
  return t;
}

FileTransfer write_text_file(std::string_view path_view, std::string_view text) {
  std::string path(path_view);
  if (path.empty()) return failure(tr("Type the path of the file to write."));
  std::error_code ec;
  if (fs::is_directory(path, ec)) return is_a_folder(path);
  fs::path parent = fs::path(path).parent_path();
  if (!parent.empty()) fs::create_directories(parent, ec);
  std::string tmp = path + ".tmp-XXXXXX";
  int fd = ::mkstemp(tmp.data());
  if (fd < 0) return cannot_write(path, errno);
  ::fchmod(fd, 0644);
  const char* p = text.data();
  std::size_t left = text.size();
  int err = 0;
  while (left > 0) {
    ssize_t w = ::write(fd, p, left);
    if (w < 0) {
      if (errno == EINTR) continue;
      err = errno;
      break;
    }
    p += w;
    left -= static_cast<std::size_t>(w);
  }
  if (!err && ::fsync(fd) != 0) err = errno;
  if (::close(fd) != 0 && !err) err = errno;
  if (!err && ::rename(tmp.c_str(), path.c_str()) != 0) err = errno;
  if (err) {
    ::unlink(tmp.c_str());
    return cannot_write(path, err);
  }
  FileTransfer t;
  t.ok = true;
  t.path = path;
  t.name = fs::path(path).filename().string();
  t.message = trf("Saved to {file}.", fmt::arg("file", path));
  return t;
}

FileTransfer offer_download(std::string_view filename, std::string_view text,
                            std::string_view /*mime_type*/) {
  std::string dir = export_dir();
  if (dir.empty()) return failure(tr("No folder to write to: set HOME or LANDLORD_DATA_DIR."));
  return write_text_file(dir + "/" + clean_filename(filename), text);
}

void pick_text_file(std::function<void(FileTransfer)> done, std::size_t /*max_bytes*/,
                    std::string_view /*accept*/) {
  if (done) done(failure(tr("Type the path of the file to import.")));
}

}  // namespace landlord::platform
