// SPDX-License-Identifier: Apache-2.0
// Shared helpers of the interop cases (namespace cudasem::interop): byte patterns and their
// comparison, bounded stream polling, and the read probe that shows by data whether CUDA work
// behind a wait ran after the release. The Vulkan side is interop_vulkan.h, the OpenGL/EGL side
// interop_gl.h.
//
// The interop area (issue 28): CUDA with Vulkan and OpenGL.
//
// Groups: `vulkan_memory/` (external memory: buffers, images as mipmapped arrays, destroy, errors),
// `vulkan_semaphore/` (binary and timeline semaphores: waits proven by data, signals behind a gate),
// `graph_nodes/` (the external-semaphore graph nodes, their get/set and exec-update functions),
// `gl/` (OpenGL buffers and textures through a headless EGL context: map/unmap ordering, mapped
// pointers and arrays, documented errors).
//
// Helpers (header-only, `namespace cudasem::interop`): `interop.h` (byte patterns, bounded stream
// polling, the read probe), `interop_vulkan.h` (the Vulkan side), `interop_gl.h` (EGL + OpenGL).
//
// ## Build time
//
// - OpenGL/EGL: no header needed (`interop_gl.h` declares the few types, values and entry points,
//   and the three `cuda_gl_interop.h` functions).
// - Vulkan: `<vulkan/vulkan_core.h>` from `/usr/include` (Debian `libvulkan-dev`) or from the
//   ignored folder `.interop-headers/usr/include`, which `cmake/CudasemCases.cmake` adds to the
//   interop binary when it exists. Without it every Vulkan case builds and reports UNSUPPORTED
//   ("no Vulkan headers at build time"). To make the folder (once, in the repository root):
//
//       echo /.interop-headers/ >>.git/info/exclude; mkdir -p /tmp/ih /tmp/amd64/partial
//       o='-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64'
//       apt-get $o update
//       (cd /tmp/ih && apt-get $o download libvulkan-dev libegl-dev libgl-dev libgles-dev)
//       for f in /tmp/ih/*.deb; do dpkg -x $f .interop-headers; done
//       rm -rf .interop-headers/usr/share .interop-headers/usr/lib
//       rm -f .interop-headers/usr/include/vulkan/*.hpp
//
// ## Run time
//
// The loaders are opened with `dlopen` (`libvulkan.so.1`; `libEGL.so.1` with `libOpenGL.so.0` or
// `libGL.so.1`); without them each case is UNSUPPORTED with the reason ("no Vulkan loader: ...",
// "no EGL loader: ...", "no EGL device ..."). The Vulkan device is the one whose deviceUUID is the
// current CUDA device's uuid; the EGL device the one whose `EGL_CUDA_DEVICE_NV` is the current
// CUDA device. On a lent GPU machine (see the device README, "Vulkan"): carry `.gl` (the Debian
// loader packages `libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2`, downloaded
// into the ignored folder `.gl`) and `.interop-headers`, and begin the command with
//
//     for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; n=/usr/local/nvidia/share;
//     [ -e /usr/share/vulkan/icd.d/nvidia_icd.json ] || [ -e /etc/vulkan/icd.d/nvidia_icd.json ] ||
//       export VK_DRIVER_FILES=$n/vulkan/icd.d/nvidia_icd.json;
//     [ -e /usr/share/glvnd/egl_vendor.d/10_nvidia.json ] ||
//       export __EGL_VENDOR_LIBRARY_FILENAMES=$n/glvnd/egl_vendor.d/10_nvidia.json;
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/observe.h"
#include "cudasem/resources.h"

namespace cudasem::interop {

// Why the cases that read back bytes OpenGL wrote into a registered buffer do not run under initcheck.
inline constexpr const char* kInitcheckGlWrites =
    "compute-sanitizer initcheck does not see OpenGL's writes: it reports the bytes of the mapped buffer, which "
    "OpenGL wrote, as uninitialized when CUDA copies them (the case checks that they are OpenGL's bytes)";

// Bytes of a pattern where every byte differs from its neighbours and from zero: (i * 7 + seed) % 251 + 1.
inline std::vector<unsigned char> pattern_bytes(std::size_t n, unsigned seed) {
  std::vector<unsigned char> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<unsigned char>((i * 7 + seed) % 251 + 1);
  return v;
}

// The bytes of `words` copies of the 32-bit word `value` (what kernels::launch_fill writes).
inline std::vector<unsigned char> repeated_word_bytes(std::size_t words, unsigned value) {
  std::vector<unsigned char> v(words * sizeof value);
  for (std::size_t i = 0; i < words; ++i) std::memcpy(v.data() + i * sizeof value, &value, sizeof value);
  return v;
}

// The number of bytes where `got` differs from `want` (sizes differing count as all bytes).
inline std::size_t mismatched_bytes(const std::vector<unsigned char>& got, const std::vector<unsigned char>& want) {
  if (got.size() != want.size()) return want.size() > got.size() ? want.size() : got.size();
  std::size_t bad = 0;
  for (std::size_t i = 0; i < got.size(); ++i) bad += got[i] != want[i];
  return bad;
}

// When `got` differs from `want` (rows of `row_bytes` bytes), records what was seen instead, as
// environment (a description for triage, not a verdict): "<what>.first_bytes_seen" (hex),
// "<what>.all_zero_seen", and "<what>.mismatched_bytes_if_rows_reversed" (how many bytes differ
// from `want` with its rows in reverse order: 0 means the other API sees the image upside down).
inline void describe_mismatch(const std::string& what, const std::vector<unsigned char>& got,
    const std::vector<unsigned char>& want, std::size_t row_bytes) {
  if (got.size() != want.size() || got == want || row_bytes == 0 || want.size() % row_bytes != 0) return;
  static const char digits[] = "0123456789abcdef";
  std::string first;
  for (std::size_t i = 0; i < got.size() && i < 8; ++i) first += {digits[got[i] >> 4], digits[got[i] & 15]};
  environment(what + ".first_bytes_seen", first);
  bool zero = true;
  for (unsigned char b : got) zero = zero && b == 0;
  environment(what + ".all_zero_seen", zero);
  const std::size_t rows = want.size() / row_bytes;
  std::size_t reversed = 0;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < row_bytes; ++c)
      reversed += got[r * row_bytes + c] != want[(rows - 1 - r) * row_bytes + c];
  environment(what + ".mismatched_bytes_if_rows_reversed", static_cast<unsigned long long>(reversed));
}

// Copies of the device bytes at `p` to the host (synchronous).
inline std::vector<unsigned char> read_device_bytes(const void* p, std::size_t n) {
  std::vector<unsigned char> out(n, 0);
  const cudaError_t e = cudaMemcpy(out.data(), p, n, cudaMemcpyDeviceToHost);
  CUDASEM_EXPECT_OK_OF(cudaMemcpy, e);
  return out;
}

// Polls cudaStreamQuery until the stream's work is done or `limit` passed; true when done
// (cudaSuccess), false when still cudaErrorNotReady at the limit. Any other code is a failure.
inline bool stream_done_within(cudaStream_t s, std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (true) {
    const cudaError_t e = cudaStreamQuery(s);
    if (e == cudaSuccess) return true;
    if (e != cudaErrorNotReady) {
      ADD_FAILURE() << "cudaStreamQuery returned " << error_text(e);
      return false;
    }
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

// "CUDA work after the wait ran only after the release", shown by data: a one-thread kernel
// (kernels::launch_read) copies a word of mapped pinned memory that the host changes just
// before it releases the wait; the copy shows which value was there when the kernel ran.
struct ReadProbe {
  PinnedBuffer<unsigned> word{1, cudaHostAllocMapped};
  PinnedBuffer<unsigned> seen{1, cudaHostAllocMapped};
  ReadProbe() {
    if (word.data() != nullptr) word[0] = kBefore;
    if (seen.data() != nullptr) seen[0] = 0;
  }
  static constexpr unsigned kBefore = 0xB0B0B0B0u;  // before the releasing signal
  static constexpr unsigned kMiddle = 0x5A5A5A5Au;  // after a signal that must not release
  static constexpr unsigned kAfter = 0xAFAFAFAFu;   // written just before the releasing signal
  void set(unsigned v) { reinterpret_cast<volatile unsigned*>(word.data())[0] = v; }
  unsigned value_seen() const { return reinterpret_cast<volatile unsigned*>(seen.data())[0]; }
};

// Work enqueued behind a wait in `stream` (a ReadProbe's read last): the stream is polled for
// `hold` (it must still be busy: recorded as "work_done_before_release"), then the probe's word
// becomes kAfter and `release()` runs; the stream must then finish within 20 s. The verdict is
// the data: "probe_saw_value_set_at_release" (the read ran after the release).
struct HeldWork {
  bool done_before_release = false;
  bool done_after_release = false;
  unsigned seen = 0;
};
template <typename Release>
HeldWork hold_then_release(cudaStream_t stream, ReadProbe& probe, Release&& release,
    std::chrono::milliseconds hold = std::chrono::milliseconds(300)) {
  HeldWork r;
  r.done_before_release = stream_done_within(stream, hold);
  probe.set(ReadProbe::kAfter);
  release();
  r.done_after_release = stream_done_within(stream, std::chrono::milliseconds(20000));
  r.seen = probe.value_seen();
  observe("work_done_before_release", r.done_before_release);
  observe("work_done_after_release", r.done_after_release);
  observe("probe_saw_value_set_at_release", r.seen == ReadProbe::kAfter);
  return r;
}

}  // namespace cudasem::interop
