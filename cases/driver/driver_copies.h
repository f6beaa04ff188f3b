// SPDX-License-Identifier: Apache-2.0
// Helpers of the driver copy and set cases (cases/driver/memcpy, cases/driver/memset), namespace
// cudasem::driver_api: byte patterns, device bytes written and read back, host bytes of either
// kind, pitched regions in host, pinned or device memory, CUDA arrays (an Owner alias), and the
// shared bodies: a 1D copy per path and API (every byte delivered), a D2H copy behind a gated fill
// (complete on return), 2D and 3D copies (the copied box and the untouched rest), a copy between two
// contexts, memsets of N elements and of a pitched 2D range (exactly those, nothing else).
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/observe.h"
#include "cudasem/probe.h"
#include "cudasem/resources.h"
#include "kernels/kernels.h"

namespace cudasem::driver_api {

// --- bytes ------------------------------------------------------------------------------------

// The byte at index i of pattern `seed`: varies along a row and between rows, never constant.
inline unsigned char copy_pattern(std::size_t i, unsigned seed) {
  return static_cast<unsigned char>((i * 7u + (i >> 8) * 13u + seed * 101u + 1u) & 0xffu);
}

inline std::vector<unsigned char> copy_pattern_bytes(std::size_t n, unsigned seed) {
  std::vector<unsigned char> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = copy_pattern(i, seed);
  return v;
}

// Writes `bytes` at device address p (cuMemcpyHtoD, then cuCtxSynchronize).
inline void write_device_bytes(CUdeviceptr p, const std::vector<unsigned char>& bytes) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_EXPECT_CU_OK(drv.cuMemcpyHtoD(p, bytes.data(), bytes.size()));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}

// The n bytes at device address p (cuCtxSynchronize, then cuMemcpyDtoH).
inline std::vector<unsigned char> read_device_bytes(CUdeviceptr p, std::size_t n) {
  const Driver& drv = ::cudasem::driver();
  std::vector<unsigned char> out(n, 0);
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
  CUDASEM_EXPECT_CU_OK(drv.cuMemcpyDtoH(out.data(), p, n));
  return out;
}

// cuMemAlloc of n bytes into `mem` (a test failure when it fails).
inline CUdeviceptr alloc_device_bytes(DeviceMem& mem, std::size_t n) {
  CUresult e = ::cudasem::driver().cuMemAlloc(mem.out(), n);
  CUDASEM_EXPECT_CU_OK_OF(cuMemAlloc, e) << n << " bytes";
  return mem.get();
}

inline CUdeviceptr as_device_pointer(const void* p) { return reinterpret_cast<CUdeviceptr>(p); }

// How many of the n bytes at a and b differ.
inline std::size_t bytes_differing(const unsigned char* a, const unsigned char* b, std::size_t n) {
  std::size_t d = 0;
  for (std::size_t i = 0; i < n; ++i) d += a[i] != b[i];
  return d;
}

// How many of the first `words` 32-bit words at p equal `value` (volatile reads: a copy may still be
// writing them).
inline std::size_t words_equal(const void* p, std::size_t words, unsigned value) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < words; ++i) n += static_cast<const volatile unsigned*>(p)[i] == value;
  return n;
}

// --- host memory --------------------------------------------------------------------------------

enum class HostMemKind { pageable, pinned };

// n host bytes: pageable (a vector) or pinned (cuMemAllocHost, freed with cuMemFreeHost).
class HostBytes {
 public:
  HostBytes(std::size_t n, HostMemKind kind) : n_(n) {
    if (kind == HostMemKind::pageable || n == 0) {
      pageable_.assign(n, 0);
      data_ = pageable_.data();
      return;
    }
    CUresult e = ::cudasem::driver().cuMemAllocHost(pinned_.out(), n);
    if (e != CUDA_SUCCESS) {
      ADD_FAILURE() << "cuMemAllocHost(" << n << ") returned " << error_text(e);
      pageable_.assign(n, 0);  // keeps data() valid; the case has failed
      data_ = pageable_.data();
      return;
    }
    data_ = static_cast<unsigned char*>(pinned_.get());
  }
  HostBytes(const HostBytes&) = delete;
  HostBytes& operator=(const HostBytes&) = delete;
  unsigned char* data() const { return data_; }
  std::size_t size() const { return n_; }
  // The byte as memory holds it now (a volatile read: a copy may still be writing it).
  unsigned char at(std::size_t i) const { return static_cast<volatile unsigned char*>(data_)[i]; }
  void assign(const std::vector<unsigned char>& v) { std::memcpy(data_, v.data(), v.size() < n_ ? v.size() : n_); }
  std::vector<unsigned char> bytes() const {
    std::vector<unsigned char> v(n_);
    for (std::size_t i = 0; i < n_; ++i) v[i] = at(i);
    return v;
  }

 private:
  std::size_t n_;
  std::vector<unsigned char> pageable_;
  HostMem pinned_;
  unsigned char* data_ = nullptr;
};

// --- 1D copies ----------------------------------------------------------------------------------

enum class CopyPath { host_to_device, device_to_host, device_to_device, host_to_host };
// typed: cuMemcpyHtoD / DtoH / DtoD (and their Async forms); unified: cuMemcpy / cuMemcpyAsync
// with host pointers passed as CUdeviceptr.
enum class CopyApi { typed, typed_async, unified, unified_async };

// Copies 1 MiB + 7 bytes along `path` with `api` (host memory of kind `host`; the Async forms in a
// non-blocking stream, then cuStreamSynchronize); the destination held the source's bytes inverted
// before. Records "bytes_not_copied": every byte must hold the source's. With `check_tail` the
// destination is 64 bytes longer and those must keep their bytes ("bytes_changed_past_count").
// Returns early (ASSERT) on a failed step.
inline void expect_copy_delivers_every_byte(
    CopyPath path, CopyApi api, HostMemKind host = HostMemKind::pageable, bool check_tail = false) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  constexpr std::size_t kCount = (std::size_t{1} << 20) + 7, kCapacity = kCount + 64;
  const std::vector<unsigned char> source = copy_pattern_bytes(kCapacity, 1);
  std::vector<unsigned char> before(kCapacity);
  for (std::size_t i = 0; i < kCapacity; ++i) before[i] = static_cast<unsigned char>(~source[i]);

  const bool src_host = path == CopyPath::host_to_device || path == CopyPath::host_to_host;
  const bool dst_host = path == CopyPath::device_to_host || path == CopyPath::host_to_host;
  HostBytes src_h(src_host ? kCapacity : 0, host), dst_h(dst_host ? kCapacity : 0, host);
  DeviceMem src_mem, dst_mem;
  CUdeviceptr src = 0, dst = 0;
  if (src_host) {
    src_h.assign(source);
    src = as_device_pointer(src_h.data());
  } else {
    src = alloc_device_bytes(src_mem, kCapacity);
    write_device_bytes(src, source);
  }
  if (dst_host) {
    dst_h.assign(before);
    dst = as_device_pointer(dst_h.data());
  } else {
    dst = alloc_device_bytes(dst_mem, kCapacity);
    write_device_bytes(dst, before);
  }
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  switch (api) {
    case CopyApi::typed:
      if (path == CopyPath::host_to_device) CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoD(dst, src_h.data(), kCount));
      if (path == CopyPath::device_to_host) CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(dst_h.data(), src, kCount));
      if (path == CopyPath::device_to_device) CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoD(dst, src, kCount));
      CUDASEM_ASSERT_TRUE_NAMED("typed_copy_path_exists", path != CopyPath::host_to_host)
          << "no typed host-to-host copy";
      break;
    case CopyApi::typed_async:
      if (path == CopyPath::host_to_device)
        CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoDAsync(dst, src_h.data(), kCount, stream));
      if (path == CopyPath::device_to_host)
        CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoHAsync(dst_h.data(), src, kCount, stream));
      if (path == CopyPath::device_to_device) CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoDAsync(dst, src, kCount, stream));
      CUDASEM_ASSERT_TRUE_NAMED("typed_copy_path_exists", path != CopyPath::host_to_host)
          << "no typed host-to-host copy";
      break;
    case CopyApi::unified:
      CUDASEM_ASSERT_CU_OK(drv.cuMemcpy(dst, src, kCount));
      break;
    case CopyApi::unified_async:
      CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAsync(dst, src, kCount, stream));
      break;
  }
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const std::vector<unsigned char> after = dst_host ? dst_h.bytes() : read_device_bytes(dst, kCapacity);
  const std::size_t not_copied = bytes_differing(after.data(), source.data(), kCount);
  CUDASEM_EXPECT_EQ_NAMED("bytes_not_copied", not_copied, 0u);
  if (check_tail) {
    const std::size_t changed = bytes_differing(after.data() + kCount, before.data() + kCount, kCapacity - kCount);
    CUDASEM_EXPECT_EQ_NAMED("bytes_changed_past_count", changed, 0u);
  }
}

// A gate holds the legacy stream and a fill kernel (0xc0ffee) waits behind it there; a cuMemcpyDtoH
// of the filled buffer into `host` memory must return with the fill's words. Records
// "waited_for_gate" and "words_filled_at_return".
inline void expect_dtoh_complete_on_return(HostMemKind host) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  constexpr std::size_t kWords = std::size_t{1} << 18;
  DeviceMem mem;
  const CUdeviceptr device = alloc_device_bytes(mem, kWords * 4);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(device, 0, kWords));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  HostBytes dst(kWords * 4, host);
  std::size_t filled_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(nullptr, reinterpret_cast<unsigned*>(device), kWords, 0xc0ffee));
    CUDASEM_EXPECT_CU_OK(drv.cuMemcpyDtoH(dst.data(), device, kWords * 4));
    filled_at_return = words_equal(dst.data(), kWords, 0xc0ffee);
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("words_filled_at_return", filled_at_return, kWords);
}

// --- pitched regions (2D and 3D copies) -----------------------------------------------------------

// Where a pitched region lives and how a copy names it: host (pageable, CU_MEMORYTYPE_HOST), device
// (CU_MEMORYTYPE_DEVICE), or pinned host memory named by its address (CU_MEMORYTYPE_UNIFIED).
enum class RegionSide { host, device, unified_host };

// `rows` rows of at least `width` bytes. Device rows come from cuMemAllocPitch (ElementSizeBytes 4)
// unless `odd_pitch`; host rows have pitch width + 24; with `odd_pitch` every pitch is the odd
// (width + 13) | 1.
class PitchedBytes {
 public:
  PitchedBytes(RegionSide side, std::size_t width, std::size_t rows, bool odd_pitch = false)
      : side_(side), rows_(rows) {
    const Driver& drv = ::cudasem::driver();
    pitch_ = odd_pitch ? (width + 13) | 1 : width + 24;
    if (side == RegionSide::device) {
      if (odd_pitch)
        CUDASEM_EXPECT_CU_OK(drv.cuMemAlloc(device_.out(), pitch_ * rows));
      else
        CUDASEM_EXPECT_CU_OK(drv.cuMemAllocPitch(device_.out(), &pitch_, width, rows, 4));
    } else {
      host_holder_ = std::make_unique<HostBytes>(
          pitch_ * rows, side == RegionSide::host ? HostMemKind::pageable : HostMemKind::pinned);
    }
  }
  RegionSide side() const { return side_; }
  std::size_t pitch() const { return pitch_; }
  std::size_t bytes() const { return pitch_ * rows_; }
  CUdeviceptr device() const { return device_.get(); }
  unsigned char* host() const { return host_holder_ ? host_holder_->data() : nullptr; }
  void write(const std::vector<unsigned char>& v) {
    if (side_ == RegionSide::device)
      write_device_bytes(device_.get(), v);
    else
      host_holder_->assign(v);
  }
  std::vector<unsigned char> read() const {
    return side_ == RegionSide::device ? read_device_bytes(device_.get(), bytes()) : host_holder_->bytes();
  }
  // The memory type and addresses of a CUDA_MEMCPY2D / CUDA_MEMCPY3D source or destination.
  template <typename Params>
  void as_source(Params& p) const {
    p.srcMemoryType = type();
    p.srcHost = side_ == RegionSide::host ? host() : nullptr;
    p.srcDevice = side_ == RegionSide::device         ? device()
                  : side_ == RegionSide::unified_host ? as_device_pointer(host())
                                                      : 0;
    p.srcPitch = static_cast<decltype(p.srcPitch)>(pitch_);
  }
  template <typename Params>
  void as_destination(Params& p) const {
    p.dstMemoryType = type();
    p.dstHost = side_ == RegionSide::host ? host() : nullptr;
    p.dstDevice = side_ == RegionSide::device         ? device()
                  : side_ == RegionSide::unified_host ? as_device_pointer(host())
                                                      : 0;
    p.dstPitch = static_cast<decltype(p.dstPitch)>(pitch_);
  }

 private:
  CUmemorytype type() const {
    return side_ == RegionSide::host     ? CU_MEMORYTYPE_HOST
           : side_ == RegionSide::device ? CU_MEMORYTYPE_DEVICE
                                         : CU_MEMORYTYPE_UNIFIED;
  }
  RegionSide side_;
  std::size_t rows_, pitch_ = 0;
  std::unique_ptr<HostBytes> host_holder_;
  DeviceMem device_;
};

// A box of width bytes x height rows x depth slices; x, y, z of its first byte in source and
// destination; slice heights (rows per slice) of both.
struct CopyBox {
  std::size_t width = 0, height = 0, depth = 1;
  std::size_t src_x = 0, src_y = 0, src_z = 0, dst_x = 0, dst_y = 0, dst_z = 0;
  std::size_t src_slice = 0, dst_slice = 0;  // rows per slice (0: height + y for a 2D copy)
};

// What a copy of `box` left in the destination: box bytes that do not hold the source's, and bytes
// outside the box that changed. `harness_error` when the box leaves a region.
struct BoxResult {
  std::size_t wrong = 0, changed_outside = 0;
  bool harness_error = false;
};

inline BoxResult compare_box(const CopyBox& box, const std::vector<unsigned char>& src, std::size_t src_pitch,
    const std::vector<unsigned char>& before, const std::vector<unsigned char>& after, std::size_t dst_pitch) {
  BoxResult result;
  if (before.size() != after.size()) return BoxResult{0, 0, true};
  std::vector<unsigned char> in_box(after.size(), 0);
  for (std::size_t z = 0; z < box.depth; ++z)
    for (std::size_t r = 0; r < box.height; ++r) {
      const std::size_t s_row = (box.src_z + z) * box.src_slice + box.src_y + r;
      const std::size_t d_row = (box.dst_z + z) * box.dst_slice + box.dst_y + r;
      for (std::size_t c = 0; c < box.width; ++c) {
        const std::size_t s = s_row * src_pitch + box.src_x + c, d = d_row * dst_pitch + box.dst_x + c;
        if (s >= src.size() || d >= after.size()) return BoxResult{0, 0, true};
        in_box[d] = 1;
        result.wrong += after[d] != src[s];
      }
    }
  for (std::size_t i = 0; i < after.size(); ++i) result.changed_outside += !in_box[i] && after[i] != before[i];
  return result;
}

// Records "box_bytes_wrong" and "bytes_changed_outside_box" of compare_box; both must be 0.
inline void expect_box_copied(const CopyBox& box, const std::vector<unsigned char>& src, std::size_t src_pitch,
    const std::vector<unsigned char>& before, const std::vector<unsigned char>& after, std::size_t dst_pitch) {
  const BoxResult r = compare_box(box, src, src_pitch, before, after, dst_pitch);
  CUDASEM_ASSERT_TRUE_NAMED("box_within_regions", !r.harness_error) << "the box leaves its regions (harness error)";
  CUDASEM_EXPECT_EQ_NAMED("box_bytes_wrong", r.wrong, 0u);
  CUDASEM_EXPECT_EQ_NAMED("bytes_changed_outside_box", r.changed_outside, 0u);
}

// copy2d_observed: cuMemcpy2D whose result is recorded, not asserted (characterization).
enum class Copy2DApi { copy2d, copy2d_async, copy2d_unaligned, copy2d_observed };

// A 2D copy (cuMemcpy2D, cuMemcpy2DAsync in a non-blocking stream, or cuMemcpy2DUnaligned) of
// 1000 bytes x 9 rows between `src` and `dst` regions (with `odd_pitch`, odd pitches and
// the x offsets given), starting at the box's x and y; the destination's padding, rows around the
// box and bytes before its x must keep their bytes (expect_box_copied). copy2d_observed records
// "copy_result" (the code's name) and, after a success, "box_bytes_wrong" and
// "bytes_changed_outside_box", asserting nothing. Returns early on a failed step.
inline void expect_2d_copy_writes_box(
    Copy2DApi api, RegionSide src_side, RegionSide dst_side, CopyBox box, bool odd_pitch = false) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  box.width = 1000;
  box.height = 9;
  box.src_slice = box.src_y + box.height + 1;
  box.dst_slice = box.dst_y + box.height + 1;
  PitchedBytes src(src_side, box.src_x + box.width, box.src_slice, odd_pitch);
  PitchedBytes dst(dst_side, box.dst_x + box.width, box.dst_slice, odd_pitch);
  if (::testing::Test::HasFailure()) return;
  const std::vector<unsigned char> source = copy_pattern_bytes(src.bytes(), 3);
  const std::vector<unsigned char> before = copy_pattern_bytes(dst.bytes(), 4);
  src.write(source);
  dst.write(before);
  cudasem::environment("source_pitch", static_cast<unsigned long long>(src.pitch()));
  cudasem::environment("destination_pitch", static_cast<unsigned long long>(dst.pitch()));

  CUDA_MEMCPY2D p{};
  src.as_source(p);
  dst.as_destination(p);
  p.srcXInBytes = box.src_x;
  p.srcY = box.src_y;
  p.dstXInBytes = box.dst_x;
  p.dstY = box.dst_y;
  p.WidthInBytes = box.width;
  p.Height = box.height;
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  switch (api) {
    case Copy2DApi::copy2d:
      CUDASEM_ASSERT_CU_OK(drv.cuMemcpy2D(&p));
      break;
    case Copy2DApi::copy2d_async:
      CUDASEM_ASSERT_CU_OK(drv.cuMemcpy2DAsync(&p, stream));
      break;
    case Copy2DApi::copy2d_unaligned:
      CUDASEM_ASSERT_CU_OK(drv.cuMemcpy2DUnaligned(&p));
      break;
    case Copy2DApi::copy2d_observed: {
      const CUresult result = drv.cuMemcpy2D(&p);
      cudasem::observe("copy_result", result);
      CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
      if (result != CUDA_SUCCESS) return;
      const BoxResult r = compare_box(box, source, src.pitch(), before, dst.read(), dst.pitch());
      cudasem::observe("box_bytes_wrong", r.wrong);
      cudasem::observe("bytes_changed_outside_box", r.changed_outside);
      return;
    }
  }
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());

  expect_box_copied(box, source, src.pitch(), before, dst.read(), dst.pitch());
}

// cuMemcpy2D of `width` bytes x `height` rows from 4 KiB of pageable memory (srcPitch `src_pitch`)
// into 4 KiB of device memory (dstPitch `dst_pitch`): `judged`, it must fail with a documented code
// (the text says it returns an error); otherwise the code is recorded (a caller requirement the text
// names no outcome for). The callers keep (height - 1) * pitch + width within 4 KiB, so that an
// accepted call stays inside both.
inline void expect_2d_copy_rejected(
    unsigned src_pitch, unsigned dst_pitch, unsigned width, unsigned height, bool judged = true) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  HostBytes host(4096, HostMemKind::pageable);
  DeviceMem mem;
  const CUdeviceptr device = alloc_device_bytes(mem, 4096);
  CUDA_MEMCPY2D p{};
  p.srcMemoryType = CU_MEMORYTYPE_HOST;
  p.srcHost = host.data();
  p.srcPitch = src_pitch;
  p.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  p.dstDevice = device;
  p.dstPitch = dst_pitch;
  p.WidthInBytes = width;
  p.Height = height;

  if (judged)
    CUDASEM_EXPECT_CU_FAILURE(drv.cuMemcpy2D(&p));
  else
    CUDASEM_RECORD_CODE(drv.cuMemcpy2D(&p));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}

// A 3D copy (cuMemcpy3D, or cuMemcpy3DAsync in a non-blocking stream) of 200 bytes x 5 rows x 4
// slices from (x 8, y 1, z 1) of a device region with 7-row slices to (x 16, y 2, z 0) of a `dst`
// region with 8-row slices; the rest of the destination keeps its bytes (expect_box_copied).
// Returns early on a failed step.
inline void expect_3d_copy_writes_box(bool async, RegionSide dst_side) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  CopyBox box;
  box.width = 200, box.height = 5, box.depth = 4;
  box.src_x = 8, box.src_y = 1, box.src_z = 1, box.src_slice = 7;
  box.dst_x = 16, box.dst_y = 2, box.dst_z = 0, box.dst_slice = 8;
  PitchedBytes src(RegionSide::device, box.src_x + box.width, box.src_slice * (box.src_z + box.depth));
  PitchedBytes dst(dst_side, box.dst_x + box.width, box.dst_slice * (box.dst_z + box.depth));
  if (::testing::Test::HasFailure()) return;
  const std::vector<unsigned char> source = copy_pattern_bytes(src.bytes(), 5);
  const std::vector<unsigned char> before = copy_pattern_bytes(dst.bytes(), 6);
  src.write(source);
  dst.write(before);

  CUDA_MEMCPY3D p{};
  src.as_source(p);
  dst.as_destination(p);
  p.srcXInBytes = box.src_x, p.srcY = box.src_y, p.srcZ = box.src_z, p.srcHeight = box.src_slice;
  p.dstXInBytes = box.dst_x, p.dstY = box.dst_y, p.dstZ = box.dst_z, p.dstHeight = box.dst_slice;
  p.WidthInBytes = box.width, p.Height = box.height, p.Depth = box.depth;
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  if (async) {
    CUDASEM_ASSERT_CU_OK(drv.cuMemcpy3DAsync(&p, stream));
  } else {
    CUDASEM_ASSERT_CU_OK(drv.cuMemcpy3D(&p));
  }
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  expect_box_copied(box, source, src.pitch(), before, dst.read(), dst.pitch());
}

// Two device regions (cuMemAllocPitch; 6 slices of 7 rows and of 8 rows) and a valid CUDA_MEMCPY3D
// of 200 bytes x 5 rows x 4 slices from (8, 1, 1) to (16, 2, 0) between them, for the cases that
// change one field of it.
class Copy3DRig {
 public:
  // The source is written (a copy that runs reads no memory nothing wrote: initcheck).
  Copy3DRig() : src_(RegionSide::device, 208, 7 * 6), dst_(RegionSide::device, 216, 8 * 6) {
    src_.write(std::vector<unsigned char>(src_.bytes(), 0x5a));
  }
  CUDA_MEMCPY3D params() const {
    CUDA_MEMCPY3D p{};
    src_.as_source(p);
    dst_.as_destination(p);
    p.srcXInBytes = 8, p.srcY = 1, p.srcZ = 1, p.srcHeight = 7;
    p.dstXInBytes = 16, p.dstY = 2, p.dstZ = 0, p.dstHeight = 8;
    p.WidthInBytes = 200, p.Height = 5, p.Depth = 4;
    return p;
  }

 private:
  PrimaryCurrent primary_;
  PitchedBytes src_, dst_;
};

// --- CUDA arrays -----------------------------------------------------------------------------------

inline CUresult destroy_copy_array(CUarray a) { return ::cudasem::driver().cuArrayDestroy(a); }
using CopyArray = Owner<CUarray, &destroy_copy_array>;  // cuArrayCreate

// A CUDA array of `width` x `height` single-channel 32-bit unsigned elements (height 0: 1D).
inline CUresult create_u32_array(CopyArray& array, std::size_t width, std::size_t height) {
  CUDA_ARRAY_DESCRIPTOR d{};
  d.Width = width;
  d.Height = height;
  d.Format = CU_AD_FORMAT_UNSIGNED_INT32;
  d.NumChannels = 1;
  return ::cudasem::driver().cuArrayCreate(array.out(), &d);
}

// --- copies between contexts ----------------------------------------------------------------------

// 1 MiB from an allocation of the primary context to one of a second context on the same device
// (cuCtxCreate), with cuMemcpyPeer or cuMemcpyPeerAsync (in a non-blocking stream of the primary
// context); the destination is read in its own context. Records "bytes_not_copied". The second
// context's allocation is freed by cuCtxDestroy. Returns early on a failed step.
inline void expect_peer_copy_between_contexts(bool async) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{1} << 20;
  const std::vector<unsigned char> source = copy_pattern_bytes(kBytes, 7);
  DeviceMem src_mem;
  const CUdeviceptr src = alloc_device_bytes(src_mem, kBytes);
  write_device_bytes(src, source);
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  Context other(create_context());  // current now, above the primary context
  ASSERT_NE(other.get(), nullptr);
  CUdeviceptr dst = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(&dst, kBytes));  // freed with the context
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD8(dst, 0, kBytes));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  CUcontext popped = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxPopCurrent(&popped));

  if (async) {
    CUDASEM_ASSERT_CU_OK(drv.cuMemcpyPeerAsync(dst, other, src, primary.get(), kBytes, stream));
    CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
  } else {
    CUDASEM_ASSERT_CU_OK(drv.cuMemcpyPeer(dst, other, src, primary.get(), kBytes));
  }
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());  // the copy's work is the primary context's

  CUDASEM_ASSERT_CU_OK(drv.cuCtxPushCurrent(other));
  const std::vector<unsigned char> after = read_device_bytes(dst, kBytes);
  CUDASEM_ASSERT_CU_OK(drv.cuCtxPopCurrent(&popped));
  const std::size_t not_copied = bytes_differing(after.data(), source.data(), kBytes);
  CUDASEM_EXPECT_EQ_NAMED("bytes_not_copied", not_copied, 0u);
}

// --- memsets -----------------------------------------------------------------------------------

enum class MemsetForm { sync, async };

// The value each width sets (bytes unlike the 0x11 around them).
template <typename T>
constexpr T set_value() {
  if constexpr (sizeof(T) == 1)
    return T{0xa5};
  else if constexpr (sizeof(T) == 2)
    return T{0xbeef};
  else
    return T{0xdeadbeefu};
}

// cuMemsetD8/D16/D32 (or the Async form in a non-blocking stream) of N (1001) elements of T at 256
// bytes into a 64 KiB allocation of 0x11 bytes. Records "elements_not_set" (of the N) and
// "bytes_changed_outside_range"; both must be 0. Returns early on a failed step.
template <typename T>
void expect_memset_sets_exactly_n(MemsetForm api) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4);
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  constexpr std::size_t kBytes = 64 * 1024, kOffset = 256, kCount = 1001;
  DeviceMem mem;
  const CUdeviceptr base = alloc_device_bytes(mem, kBytes);
  write_device_bytes(base, std::vector<unsigned char>(kBytes, 0x11));
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  const CUdeviceptr dst = base + kOffset;
  const T value = set_value<T>();

  if constexpr (sizeof(T) == 1) {
    if (api == MemsetForm::sync)
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD8(dst, value, kCount));
    else
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD8Async(dst, value, kCount, stream));
  } else if constexpr (sizeof(T) == 2) {
    if (api == MemsetForm::sync)
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD16(dst, value, kCount));
    else
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD16Async(dst, value, kCount, stream));
  } else {
    if (api == MemsetForm::sync)
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(dst, value, kCount));
    else
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(dst, value, kCount, stream));
  }
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const std::vector<unsigned char> after = read_device_bytes(base, kBytes);
  std::size_t not_set = 0, changed_outside = 0;
  for (std::size_t i = 0; i < kCount; ++i) {
    T v{};
    std::memcpy(&v, after.data() + kOffset + i * sizeof(T), sizeof(T));
    not_set += v != value;
  }
  for (std::size_t i = 0; i < kBytes; ++i)
    if (i < kOffset || i >= kOffset + kCount * sizeof(T)) changed_outside += after[i] != 0x11;
  CUDASEM_EXPECT_EQ_NAMED("elements_not_set", not_set, 0u);
  CUDASEM_EXPECT_EQ_NAMED("bytes_changed_outside_range", changed_outside, 0u);
}

// cuMemsetD2D8/16/32 (or their Async forms in a non-blocking stream) of 100 elements of T x 7 rows
// into a cuMemAllocPitch region of 8 rows of 0x11 bytes. Records "elements_not_set" and
// "bytes_changed_outside_rows" (row padding and the eighth row); both must be 0. Returns early on
// a failed step.
template <typename T>
void expect_memset2d_respects_pitch(MemsetForm api) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4);
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  constexpr std::size_t kWidth = 100, kHeight = 7, kRows = kHeight + 1;
  DeviceMem mem;
  std::size_t pitch = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocPitch(mem.out(), &pitch, kWidth * sizeof(T), kRows, 4));
  cudasem::environment("pitch_bytes", static_cast<unsigned long long>(pitch));
  CUDASEM_ASSERT_TRUE_NAMED("pitch_has_padding", pitch > kWidth * sizeof(T)) << "no padding to observe";
  write_device_bytes(mem.get(), std::vector<unsigned char>(pitch * kRows, 0x11));
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  const T value = set_value<T>();

  if constexpr (sizeof(T) == 1) {
    if (api == MemsetForm::sync)
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD2D8(mem.get(), pitch, value, kWidth, kHeight));
    else
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD2D8Async(mem.get(), pitch, value, kWidth, kHeight, stream));
  } else if constexpr (sizeof(T) == 2) {
    if (api == MemsetForm::sync)
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD2D16(mem.get(), pitch, value, kWidth, kHeight));
    else
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD2D16Async(mem.get(), pitch, value, kWidth, kHeight, stream));
  } else {
    if (api == MemsetForm::sync)
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD2D32(mem.get(), pitch, value, kWidth, kHeight));
    else
      CUDASEM_ASSERT_CU_OK(drv.cuMemsetD2D32Async(mem.get(), pitch, value, kWidth, kHeight, stream));
  }
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const std::vector<unsigned char> after = read_device_bytes(mem.get(), pitch * kRows);
  std::size_t not_set = 0, changed_outside = 0;
  for (std::size_t r = 0; r < kRows; ++r)
    for (std::size_t b = 0; b < pitch; ++b) {
      const std::size_t i = r * pitch + b;
      if (r < kHeight && b < kWidth * sizeof(T)) {
        if (b % sizeof(T) != 0) continue;
        T v{};
        std::memcpy(&v, after.data() + i, sizeof(T));
        not_set += v != value;
      } else {
        changed_outside += after[i] != 0x11;
      }
    }
  CUDASEM_EXPECT_EQ_NAMED("elements_not_set", not_set, 0u);
  CUDASEM_EXPECT_EQ_NAMED("bytes_changed_outside_rows", changed_outside, 0u);
}

}  // namespace cudasem::driver_api
