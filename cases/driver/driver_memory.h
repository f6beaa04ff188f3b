// SPDX-License-Identifier: Apache-2.0
// Helpers of the driver memory cases (cases/driver/pool, managed, array, texture, ipc, device2),
// namespace cudasem::driver_api: owners of a memory pool, a CUDA array, a mipmapped array, a texture
// and a surface object; device 0 as a CUmemLocation; a pool of device 0 created with cuMemPoolCreate
// and its attributes, a new pool with one allocation; managed memory and its range attributes; 1D
// arrays written and read back; the arguments of the batched copy cases; the shared bodies of the 2D
// async memsets, of the range attribute cases and of the tensor map encode cases; and both sides of
// the IPC cases (a driver started in the child, results sent back as messages: cudasem/child.h).
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/observe.h"
#include "cudasem/resources.h"
#include "driver_copies.h"

namespace cudasem::driver_api {

// --- owners ----------------------------------------------------------------------------------------

inline CUresult destroy_mem_pool(CUmemoryPool p) { return ::cudasem::driver().cuMemPoolDestroy(p); }
inline CUresult destroy_mem_array(CUarray a) { return ::cudasem::driver().cuArrayDestroy(a); }
inline CUresult destroy_mipmapped_array(CUmipmappedArray a) { return ::cudasem::driver().cuMipmappedArrayDestroy(a); }
inline CUresult destroy_tex_object(CUtexObject t) { return ::cudasem::driver().cuTexObjectDestroy(t); }
inline CUresult destroy_surf_object(CUsurfObject s) { return ::cudasem::driver().cuSurfObjectDestroy(s); }

using MemPool = Owner<CUmemoryPool, &destroy_mem_pool>;                       // cuMemPoolCreate
using MemArray = Owner<CUarray, &destroy_mem_array>;                          // cuArrayCreate, cuArray3DCreate
using DrvMipmappedArray = Owner<CUmipmappedArray, &destroy_mipmapped_array>;  // cuMipmappedArrayCreate
using TexObject = Owner<CUtexObject, &destroy_tex_object>;                    // cuTexObjectCreate
using SurfObject = Owner<CUsurfObject, &destroy_surf_object>;                 // cuSurfObjectCreate

// --- locations and pools ---------------------------------------------------------------------------

inline CUmemLocation mem_location_device(int id = 0) {
  CUmemLocation l{};
  l.type = CU_MEM_LOCATION_TYPE_DEVICE;
  l.id = id;
  return l;
}

inline CUmemLocation mem_location_host() {
  CUmemLocation l{};
  l.type = CU_MEM_LOCATION_TYPE_HOST;
  l.id = 0;
  return l;
}

// cuMemPoolCreate of a pinned pool of device 0 with `handle_types` (CU_MEM_HANDLE_TYPE_NONE: no IPC).
inline CUresult create_device_pool(MemPool& pool, CUmemAllocationHandleType handle_types = CU_MEM_HANDLE_TYPE_NONE) {
  CUmemPoolProps props{};
  props.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
  props.handleTypes = handle_types;
  props.location = mem_location_device(0);
  return ::cudasem::driver().cuMemPoolCreate(pool.out(), &props);
}

// A cuuint64_t attribute of `pool` (a test failure and ~0 when the query fails).
inline cuuint64_t pool_u64(CUmemoryPool pool, CUmemPool_attribute attr) {
  cuuint64_t v = ~cuuint64_t{0};
  CUresult e = ::cudasem::driver().cuMemPoolGetAttribute(pool, attr, &v);
  CUDASEM_EXPECT_CU_OK_OF(cuMemPoolGetAttribute, e);
  return v;
}

// The current pool of device 0 (cuDeviceGetMemPool) and its default pool (cuDeviceGetDefaultMemPool).
inline CUmemoryPool current_pool_of_device0() {
  CUmemoryPool p = nullptr;
  CUresult e = ::cudasem::driver().cuDeviceGetMemPool(&p, device0());
  CUDASEM_EXPECT_CU_OK_OF(cuDeviceGetMemPool, e);
  return p;
}

inline CUmemoryPool default_pool_of_device0() {
  CUmemoryPool p = nullptr;
  CUresult e = ::cudasem::driver().cuDeviceGetDefaultMemPool(&p, device0());
  CUDASEM_EXPECT_CU_OK_OF(cuDeviceGetDefaultMemPool, e);
  return p;
}

// Sets device 0's current pool back to its default pool when the scope ends (the cases that
// change it leave the device as they found it).
class RestoreDefaultPool {
 public:
  RestoreDefaultPool() = default;
  RestoreDefaultPool(const RestoreDefaultPool&) = delete;
  RestoreDefaultPool& operator=(const RestoreDefaultPool&) = delete;
  ~RestoreDefaultPool() {
    CUmemoryPool d = default_pool_of_device0();
    if (d) ::cudasem::driver().cuDeviceSetMemPool(device0(), d);
  }
};

// The pool an allocation came from (CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE).
inline CUmemoryPool pool_of_pointer(CUdeviceptr p) {
  CUmemoryPool pool = nullptr;
  CUresult e = ::cudasem::driver().cuPointerGetAttribute(&pool, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, p);
  CUDASEM_EXPECT_CU_OK_OF(cuPointerGetAttribute, e) << "CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE";
  return pool;
}

// A new pool of device 0 whose release threshold is the largest value (it keeps what it reserved),
// a non-blocking stream, and `bytes` allocated from the pool, freed (cuMemFreeAsync) and the stream
// synchronized: the pool then holds reserved memory that no allocation uses. Returns early (ASSERT)
// on a failed step.
struct PoolRig {
  MemPool pool;
  DrvStream stream;
};

inline void make_pool_with_unused_reserve(PoolRig& rig, std::size_t bytes) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(create_device_pool(rig.pool));
  cuuint64_t keep = ~cuuint64_t{0};
  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolSetAttribute(rig.pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keep));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(rig.stream.out(), CU_STREAM_NON_BLOCKING));
  CUdeviceptr p = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocFromPoolAsync(&p, bytes, rig.pool, rig.stream));
  CUDASEM_ASSERT_CU_OK(drv.cuMemFreeAsync(p, rig.stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream));
}

// A new pool of device 0 (cuMemPoolCreate), a non-blocking stream, and `bytes` allocated from the
// pool into `p` (cuMemAllocFromPoolAsync); with `fill`, every 32-bit word of the allocation is set to
// it (cuMemsetD32Async); then the stream is synchronized. Returns early (ASSERT) on a failed step.
inline void allocate_from_new_pool(
    PoolRig& rig, CUdeviceptr& p, std::size_t bytes, std::optional<unsigned> fill = std::nullopt) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(create_device_pool(rig.pool));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(rig.stream.out(), CU_STREAM_NON_BLOCKING));
  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocFromPoolAsync(&p, bytes, rig.pool, rig.stream));
  if (fill) CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(p, *fill, bytes / 4, rig.stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream));
}

// Frees `p` in the rig's stream (cuMemFreeAsync) and synchronizes the stream.
inline void free_in_rig_stream(PoolRig& rig, CUdeviceptr p) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_EXPECT_CU_OK(drv.cuMemFreeAsync(p, rig.stream));
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(rig.stream));
}

// The body of the cases on a pool attribute while an allocation is outstanding: `bytes` allocated
// from a new pool (allocate_from_new_pool), the cuuint64_t attribute `attr` read into `value`, then
// the allocation freed. Returns early (ASSERT) on a failed setup step.
inline void pool_attribute_while_allocated(CUmemPool_attribute attr, std::size_t bytes, cuuint64_t& value) {
  const Driver& drv = ::cudasem::driver();
  PoolRig rig;
  CUdeviceptr p = 0;
  ASSERT_NO_FATAL_FAILURE(allocate_from_new_pool(rig, p, bytes));

  CUDASEM_EXPECT_CU_OK(drv.cuMemPoolGetAttribute(rig.pool, attr, &value));

  free_in_rig_stream(rig, p);
}

// An access descriptor: read-write access for device `device`.
inline CUmemAccessDesc read_write_access(int device) {
  CUmemAccessDesc desc{};
  desc.location = mem_location_device(device);
  desc.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  return desc;
}

// The body of the cases on a reuse attribute's default: a new pool reports `attr` enabled (non-zero).
inline void expect_pool_reuse_default_enabled(CUmemPool_attribute attr) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  int value = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolGetAttribute(pool, attr, &value));

  cudasem::observe("attribute_value", value);
  CUDASEM_EXPECT_TRUE_NAMED("attribute_enabled", value != 0);
}

// --- managed memory ---------------------------------------------------------------------------------

// cuMemAllocManaged of `bytes` (CU_MEM_ATTACH_GLOBAL) into `mem`.
inline CUresult alloc_managed(DeviceMem& mem, std::size_t bytes, unsigned flags = CU_MEM_ATTACH_GLOBAL) {
  return ::cudasem::driver().cuMemAllocManaged(mem.out(), bytes, flags);
}

// A 32-bit range attribute of [p, p + bytes) (a test failure and 0x7fffffff when the query fails).
inline int range_int(CUmem_range_attribute attr, CUdeviceptr p, std::size_t bytes) {
  int v = 0x7fffffff;
  CUresult e = ::cudasem::driver().cuMemRangeGetAttribute(&v, sizeof v, attr, p, bytes);
  CUDASEM_EXPECT_CU_OK_OF(cuMemRangeGetAttribute, e);
  return v;
}

inline CUmemLocationType range_location_type(CUmem_range_attribute attr, CUdeviceptr p, std::size_t bytes) {
  CUmemLocationType v = CU_MEM_LOCATION_TYPE_MAX;
  CUresult e = ::cudasem::driver().cuMemRangeGetAttribute(&v, sizeof v, attr, p, bytes);
  CUDASEM_EXPECT_CU_OK_OF(cuMemRangeGetAttribute, e);
  return v;
}

// Managed memory advice before a range query: none, read mostly (set, or set then unset), a
// preferred location (device 0, the host, or device 0 for the first half and the host for the
// second), accessed by device 0.
enum class Advice {
  none,
  read_mostly,
  read_mostly_unset,
  prefer_device,
  prefer_host,
  prefer_split,
  accessed_by_device
};

// 2 MiB of managed memory with `advice` applied (cuMemAdvise). Returns early (ASSERT) on a failed step.
inline void advise_managed(DeviceMem& mem, std::size_t bytes, Advice advice) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(alloc_managed(mem, bytes));
  const CUdeviceptr p = mem.get();
  switch (advice) {
    case Advice::none:
      break;
    case Advice::read_mostly:
      CUDASEM_ASSERT_CU_OK(drv.cuMemAdvise(p, bytes, CU_MEM_ADVISE_SET_READ_MOSTLY, mem_location_device(0)));
      break;
    case Advice::read_mostly_unset:
      CUDASEM_ASSERT_CU_OK(drv.cuMemAdvise(p, bytes, CU_MEM_ADVISE_SET_READ_MOSTLY, mem_location_device(0)));
      CUDASEM_ASSERT_CU_OK(drv.cuMemAdvise(p, bytes, CU_MEM_ADVISE_UNSET_READ_MOSTLY, mem_location_device(0)));
      break;
    case Advice::prefer_device:
      CUDASEM_ASSERT_CU_OK(drv.cuMemAdvise(p, bytes, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, mem_location_device(0)));
      break;
    case Advice::prefer_host:
      CUDASEM_ASSERT_CU_OK(drv.cuMemAdvise(p, bytes, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, mem_location_host()));
      break;
    case Advice::prefer_split:
      CUDASEM_ASSERT_CU_OK(drv.cuMemAdvise(p, bytes / 2, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, mem_location_device(0)));
      CUDASEM_ASSERT_CU_OK(
          drv.cuMemAdvise(p + bytes / 2, bytes / 2, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, mem_location_host()));
      break;
    case Advice::accessed_by_device:
      CUDASEM_ASSERT_CU_OK(drv.cuMemAdvise(p, bytes, CU_MEM_ADVISE_SET_ACCESSED_BY, mem_location_device(0)));
      break;
  }
}

// The body of the range attribute cases: 2 MiB of managed memory with `advice`; the 32-bit range
// attribute `attr` of the whole range, observed as "range_attribute", must be `expected`.
inline void expect_range_int_after_advice(Advice advice, CUmem_range_attribute attr, int expected) {
  PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  DeviceMem mem;
  ASSERT_NO_FATAL_FAILURE(advise_managed(mem, kBytes, advice));

  const int value = range_int(attr, mem.get(), kBytes);

  CUDASEM_EXPECT_EQ_NAMED("range_attribute", value, expected);
}

// The same for a CUmemLocationType attribute.
inline void expect_range_type_after_advice(Advice advice, CUmem_range_attribute attr, CUmemLocationType expected) {
  PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  DeviceMem mem;
  ASSERT_NO_FATAL_FAILURE(advise_managed(mem, kBytes, advice));

  const CUmemLocationType value = range_location_type(attr, mem.get(), kBytes);

  CUDASEM_EXPECT_EQ_NAMED("range_location_type", value, expected);
}

// Where the range was last prefetched before a query: never, device 0, the host.
enum class Prefetch { never, device, host };

// The body of the last prefetch location cases: 2 MiB of managed memory, prefetched (or not) with
// cuMemPrefetchAsync in a non-blocking stream, then synchronized; the 32-bit attribute `attr`
// must be `expected`.
inline void expect_last_prefetch(Prefetch where, CUmem_range_attribute attr, int expected) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(alloc_managed(mem, kBytes));
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  if (where != Prefetch::never) {
    const CUmemLocation to = where == Prefetch::device ? mem_location_device(0) : mem_location_host();
    CUDASEM_ASSERT_CU_OK(drv.cuMemPrefetchAsync(mem.get(), kBytes, to, 0, stream));
  }
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const int value = range_int(attr, mem.get(), kBytes);

  CUDASEM_EXPECT_EQ_NAMED("range_attribute", value, expected);
}

// --- arrays ------------------------------------------------------------------------------------------

// cuArrayCreate of a 1D array of `width` single-channel elements of `format`.
inline CUresult create_1d_array(MemArray& array, std::size_t width, CUarray_format format) {
  CUDA_ARRAY_DESCRIPTOR d{};
  d.Width = width;
  d.Height = 0;
  d.Format = format;
  d.NumChannels = 1;
  return ::cudasem::driver().cuArrayCreate(array.out(), &d);
}

// cuArray3DCreate with the given extents, format, channels and flags.
inline CUresult create_3d_array(MemArray& array, std::size_t w, std::size_t h, std::size_t d, CUarray_format format,
    unsigned channels = 1, unsigned flags = 0) {
  CUDA_ARRAY3D_DESCRIPTOR desc{};
  desc.Width = w;
  desc.Height = h;
  desc.Depth = d;
  desc.Format = format;
  desc.NumChannels = channels;
  desc.Flags = flags;
  return ::cudasem::driver().cuArray3DCreate(array.out(), &desc);
}

// Writes `bytes` into a 1D array from offset 0 (cuMemcpyHtoA, then cuCtxSynchronize: from pageable
// memory the copy may return before its DMA is done, and a CU_STREAM_NON_BLOCKING stream does not
// wait for the NULL stream) / reads `n` bytes of it (cuMemcpyAtoH).
inline void write_array_bytes(CUarray a, const std::vector<unsigned char>& bytes) {
  const Driver& drv = ::cudasem::driver();
  CUresult e = drv.cuMemcpyHtoA(a, 0, bytes.data(), bytes.size());
  if (e == CUDA_SUCCESS) e = drv.cuCtxSynchronize();
  CUDASEM_EXPECT_CU_OK_OF(cuMemcpyHtoA, e);
}

inline std::vector<unsigned char> read_array_bytes(CUarray a, std::size_t n) {
  std::vector<unsigned char> out(n, 0);
  CUresult e = ::cudasem::driver().cuMemcpyAtoH(out.data(), a, 0, n);
  CUDASEM_EXPECT_CU_OK_OF(cuMemcpyAtoH, e);
  return out;
}

// The bytes expected after copying `count` bytes of `src` from `src_offset` over `dst` at
// `dst_offset`.
inline std::vector<unsigned char> copied_over(std::vector<unsigned char> dst, std::size_t dst_offset,
    const std::vector<unsigned char>& src, std::size_t src_offset, std::size_t count) {
  std::memcpy(dst.data() + dst_offset, src.data() + src_offset, count);
  return dst;
}

// Records "bytes_differing" between `got` and `want` (same size); it must be 0.
inline void expect_same_bytes(const std::vector<unsigned char>& got, const std::vector<unsigned char>& want) {
  CUDASEM_ASSERT_EQ_NAMED("byte_count_compared", got.size(), want.size());
  const std::size_t wrong = bytes_differing(got.data(), want.data(), got.size());
  CUDASEM_EXPECT_EQ_NAMED("bytes_differing", wrong, 0u);
}

// The body of the cuMemcpyAtoA cases: two 1D arrays of 1024 4-byte elements, the source of 32-bit
// unsigned elements holding `source`, the destination of `dst_format` holding `before` (4096 bytes
// each); cuMemcpyAtoA of `count` bytes from byte `src_offset` to byte `dst_offset`; the destination
// must then hold the source's bytes there and its own elsewhere (expect_same_bytes). Returns early
// (ASSERT) on a failed step.
inline void expect_atoa_copy(CUarray_format dst_format, const std::vector<unsigned char>& source,
    const std::vector<unsigned char>& before, std::size_t dst_offset, std::size_t src_offset, std::size_t count) {
  const Driver& drv = ::cudasem::driver();
  MemArray src, dst;
  CUDASEM_ASSERT_CU_OK(create_1d_array(src, source.size() / 4, CU_AD_FORMAT_UNSIGNED_INT32));
  CUDASEM_ASSERT_CU_OK(create_1d_array(dst, before.size() / 4, dst_format));
  write_array_bytes(src, source);
  write_array_bytes(dst, before);

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoA(dst, dst_offset, src, src_offset, count));

  expect_same_bytes(read_array_bytes(dst, before.size()), copied_over(before, dst_offset, source, src_offset, count));
}

// --- batched copies ------------------------------------------------------------------------------------

// Attributes of a batch copy: source accessed in stream order (`order` otherwise).
inline CUmemcpyAttributes stream_order_attributes(CUmemcpySrcAccessOrder order = CU_MEMCPY_SRC_ACCESS_ORDER_STREAM) {
  CUmemcpyAttributes a{};
  a.srcAccessOrder = order;
  return a;
}

// A pointer operand and an array operand of a 3D batch copy.
inline CUmemcpy3DOperand pointer_operand(CUdeviceptr p) {
  CUmemcpy3DOperand o{};
  o.type = CU_MEMCPY_OPERAND_TYPE_POINTER;
  o.op.ptr.ptr = p;
  return o;
}

inline CUmemcpy3DOperand array_operand(CUarray a) {
  CUmemcpy3DOperand o{};
  o.type = CU_MEMCPY_OPERAND_TYPE_ARRAY;
  o.op.array.array = a;
  return o;
}

// The arguments of a cuMemcpyBatchAsync of two 4096-byte device-to-device copies in a non-blocking
// stream, with one attribute entry (source accessed in stream order) for both copies (attrsIdxs {0});
// the cases change one of them before the call.
struct BatchCopyArgs {
  DeviceMem a, b, c, d;
  CUdeviceptr srcs[2] = {}, dsts[2] = {};
  std::size_t sizes[2] = {4096, 4096};
  DrvStream owned;
  CUstream stream = nullptr;
  CUmemcpyAttributes attrs[1] = {stream_order_attributes()};
  std::size_t attr_idx[1] = {0};
};

// Allocates the four buffers (sources first) and creates the stream. Returns early (ASSERT) on a
// failed step.
inline void prepare_batch_copy(BatchCopyArgs& args) {
  const Driver& drv = ::cudasem::driver();
  args.srcs[0] = alloc_device_bytes(args.a, 4096);
  args.srcs[1] = alloc_device_bytes(args.b, 4096);
  args.dsts[0] = alloc_device_bytes(args.c, 4096);
  args.dsts[1] = alloc_device_bytes(args.d, 4096);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(args.owned.out(), CU_STREAM_NON_BLOCKING));
  args.stream = args.owned;
}

// The arguments of a cuMemcpy3DBatchAsync of one 4096 x 1 x 1 pointer-to-pointer copy (source in
// stream order, flags 0) in a non-blocking stream; the cases change one of them before the call.
struct Batch3DCopyArgs {
  DeviceMem src_mem, dst_mem;
  DrvStream stream;
  CUDA_MEMCPY3D_BATCH_OP op{};
  unsigned long long flags = 0;
};

// Allocates source and destination (4096 bytes each), creates the stream and fills in the copy.
// Returns early (ASSERT) on a failed step.
inline void prepare_batch_3d_copy(Batch3DCopyArgs& args) {
  const Driver& drv = ::cudasem::driver();
  const CUdeviceptr src = alloc_device_bytes(args.src_mem, 4096);
  const CUdeviceptr dst = alloc_device_bytes(args.dst_mem, 4096);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(args.stream.out(), CU_STREAM_NON_BLOCKING));
  args.op.src = pointer_operand(src);
  args.op.dst = pointer_operand(dst);
  args.op.extent = {4096, 1, 1};
  args.op.srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
}

// --- texture and surface objects --------------------------------------------------------------------

// A linear resource of `bytes` at `p`, single-channel 32-bit unsigned elements.
inline CUDA_RESOURCE_DESC linear_u32_resource(CUdeviceptr p, std::size_t bytes) {
  CUDA_RESOURCE_DESC r{};
  r.resType = CU_RESOURCE_TYPE_LINEAR;
  r.res.linear.devPtr = p;
  r.res.linear.format = CU_AD_FORMAT_UNSIGNED_INT32;
  r.res.linear.numChannels = 1;
  r.res.linear.sizeInBytes = bytes;
  return r;
}

inline CUDA_RESOURCE_DESC array_resource(CUarray a) {
  CUDA_RESOURCE_DESC r{};
  r.resType = CU_RESOURCE_TYPE_ARRAY;
  r.res.array.hArray = a;
  return r;
}

// Point sampling, integer reads, clamped coordinates.
inline CUDA_TEXTURE_DESC point_texture() {
  CUDA_TEXTURE_DESC t{};
  t.addressMode[0] = t.addressMode[1] = t.addressMode[2] = CU_TR_ADDRESS_MODE_CLAMP;
  t.filterMode = CU_TR_FILTER_MODE_POINT;
  t.flags = CU_TRSF_READ_AS_INTEGER;
  return t;
}

// --- tensor maps -----------------------------------------------------------------------------------------

// A valid tiled tensor map of a 64 x 64 float tensor (256-byte rows) with 32 x 32 boxes; the cases
// change one field.
struct TiledArgs {
  CUtensorMapDataType type = CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
  cuuint32_t rank = 2;
  CUdeviceptr address = 0;
  cuuint64_t dims[5] = {64, 64, 1, 1, 1};
  cuuint64_t strides[4] = {256, 256 * 64, 256 * 64, 256 * 64};
  cuuint32_t box[5] = {32, 32, 1, 1, 1};
  cuuint32_t element_strides[5] = {1, 1, 1, 1, 1};
  CUtensorMapSwizzle swizzle = CU_TENSOR_MAP_SWIZZLE_NONE;
};

inline CUresult encode_tiled(CUtensorMap* map, const TiledArgs& a) {
  return ::cudasem::driver().cuTensorMapEncodeTiled(map, a.type, a.rank, reinterpret_cast<void*>(a.address), a.dims,
      a.strides, a.box, a.element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, a.swizzle, CU_TENSOR_MAP_L2_PROMOTION_NONE,
      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
}

// The body of the encode cases: 256 KiB of device memory, the valid arguments changed by `change`;
// cuTensorMapEncodeTiled must succeed (`succeeds`), or, for an argument outside what the text requires
// of the caller (which names no outcome), the code it returns is recorded (a characterization).
template <typename Change>
void expect_encode_tiled(Change change, bool succeeds) {
  PrimaryCurrent primary;
  DeviceMem mem;
  const CUdeviceptr base = alloc_device_bytes(mem, 256 * 1024);
  CUDASEM_ASSERT_TRUE_NAMED("device_allocation_made", base != 0u);
  TiledArgs args;
  args.address = base;
  change(args);
  alignas(64) CUtensorMap map{};

  if (succeeds)
    CUDASEM_EXPECT_CU_ERROR_OF(cuTensorMapEncodeTiled, encode_tiled(&map, args), CUDA_SUCCESS);  // recorded
  else
    CUDASEM_RECORD_CODE_OF(cuTensorMapEncodeTiled, encode_tiled(&map, args));
}

// --- helper processes (IPC) ------------------------------------------------------------------------------

// Child side: the driver loaded, cuInit called and device 0's primary context current; nullptr
// (with "start" sent: "no_driver" or the failing code) when that fails.
inline const Driver* start_child_driver() {
  const Driver* d = helper_driver();
  if (!d) {
    helper_send("start", "no_driver");
    return nullptr;
  }
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  CUresult e = d->cuInit(0);
  if (e == CUDA_SUCCESS) e = d->cuDeviceGet(&dev, 0);
  if (e == CUDA_SUCCESS) e = d->cuDevicePrimaryCtxRetain(&ctx, dev);
  if (e == CUDA_SUCCESS) e = d->cuCtxSetCurrent(ctx);
  if (e != CUDA_SUCCESS) {
    helper_send("start", e);
    return nullptr;
  }
  return d;
}

// Child side: sends a CUresult as `key`.
inline void say_code(const std::string& key, CUresult e) { helper_send(key, e); }

// Parent side: starts helper `name` with `args`, sends `handle` (hex; none when empty) as the
// message "handle", and collects its messages until "end" (bounded). A key missing from the result
// was not reported.
inline HelperReport run_ipc_child(
    const std::string& name, const std::vector<std::string>& args, const std::string& handle) {
  ChildProcess child(name, {.args = args});
  if (!child.started()) {
    ADD_FAILURE() << "cannot start helper " << name << ": " << child.error();
    return {};
  }
  if (!handle.empty()) child.send("handle", handle);
  HelperReport report = child.read_report(std::chrono::seconds(60));
  auto code = child.wait_exit(std::chrono::seconds(30));
  if (!code || *code != 0) ADD_FAILURE() << "helper " << name << " exit: " << (code ? *code : -1);
  if (!report.complete) ADD_FAILURE() << "helper " << name << " did not report to the end";
  return report;
}

// A reported CUresult (as an int; -1 when the key is missing).
inline int reported_code(const HelperReport& r, const std::string& key) {
  const std::optional<HelperCode> code = r.code(key);
  return code ? static_cast<int>(code->code) : -1;
}

// A reported number (-1 when the key is missing).
inline std::int64_t reported_number(const HelperReport& r, const std::string& key) {
  return r.integer(key).value_or(-1);
}

// Child side: how many of the n 32-bit words at device address p hold base + i (cuMemcpyDtoH);
// -1 when the copy fails.
inline long long ipc_words_matching(const Driver& d, CUdeviceptr p, std::size_t n, unsigned base) {
  std::vector<unsigned> host(n, 0);
  if (d.cuMemcpyDtoH(host.data(), p, n * sizeof(unsigned)) != CUDA_SUCCESS) return -1;
  long long ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += host[i] == base + static_cast<unsigned>(i);
  return ok;
}

// Parent side: n words base + i written at device address p (cuMemcpyHtoD, then synchronize).
inline void write_ipc_words(CUdeviceptr p, std::size_t n, unsigned base) {
  std::vector<unsigned> host(n);
  for (std::size_t i = 0; i < n; ++i) host[i] = base + static_cast<unsigned>(i);
  const Driver& drv = ::cudasem::driver();
  CUresult e = drv.cuMemcpyHtoD(p, host.data(), n * sizeof(unsigned));
  if (e == CUDA_SUCCESS) e = drv.cuCtxSynchronize();
  CUDASEM_EXPECT_CU_OK_OF(cuMemcpyHtoD, e);
}

// How many of the n words at p equal `value`.
inline std::size_t device_words_equal(CUdeviceptr p, std::size_t n, unsigned value) {
  std::vector<unsigned> host(n, 0);
  const Driver& drv = ::cudasem::driver();
  CUresult e = drv.cuCtxSynchronize();
  if (e == CUDA_SUCCESS) e = drv.cuMemcpyDtoH(host.data(), p, n * sizeof(unsigned));
  CUDASEM_EXPECT_CU_OK_OF(cuMemcpyDtoH, e);
  std::size_t ok = 0;
  for (unsigned v : host) ok += v == value;
  return ok;
}

// --- the IPC exchanges -------------------------------------------------------------------------------

// Child side of the legacy IPC memory cases: reads a CUipcMemHandle (the message "handle", hex) for `n` words holding
// base + i, opens it (CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS), sends "open" (code), "read_ok" (count),
// sets every word to `value` (cuMemsetD32, synchronized: "write"), closes the handle ("close") and
// sends "end".
inline int ipc_mem_child_main(int argc, char** argv) {
  if (argc < 3) return 2;
  const std::size_t n = std::strtoull(argv[0], nullptr, 10);
  const unsigned base = static_cast<unsigned>(std::strtoul(argv[1], nullptr, 10));
  const unsigned value = static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10));
  auto hex = helper_read("handle", std::chrono::seconds(30));
  CUipcMemHandle handle{};
  if (!hex || !from_hex(*hex, &handle, sizeof handle)) return 3;
  const Driver* d = start_child_driver();
  if (d) {
    CUdeviceptr p = 0;
    const CUresult open = d->cuIpcOpenMemHandle(&p, handle, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
    say_code("open", open);
    if (open == CUDA_SUCCESS) {
      helper_send("read_ok", ipc_words_matching(*d, p, n, base));
      CUresult w = d->cuMemsetD32(p, value, n);
      if (w == CUDA_SUCCESS) w = d->cuCtxSynchronize();
      say_code("write", w);
      say_code("close", d->cuIpcCloseMemHandle(p));
    }
  }
  helper_send("end");
  return 0;
}

// Parent side: `n` words of cuMemAlloc memory holding base + i, exported with cuIpcGetMemHandle and
// handed to helper `name` (ipc_mem_child_main), which sets them to `value`. Returns the child's
// report; `mem` keeps the allocation. Returns early (ASSERT) on a failed step.
inline void run_ipc_mem_exchange(
    const std::string& name, DeviceMem& mem, std::size_t n, unsigned base, unsigned value, HelperReport& report) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), n * sizeof(unsigned)));
  write_ipc_words(mem.get(), n, base);
  CUipcMemHandle handle{};
  CUDASEM_ASSERT_CU_OK(drv.cuIpcGetMemHandle(&handle, mem.get()));
  report = run_ipc_child(
      name, {std::to_string(n), std::to_string(base), std::to_string(value)}, to_hex(&handle, sizeof handle));
}

// Child side of the pool IPC cases: args <fd> <n> <base> <mode>; imports the pool from the
// inherited POSIX file descriptor ("import_pool"), enables device 0's read-write access to it
// ("access"), then in mode "pointer" reads a CUmemPoolPtrExportData ("handle", hex), imports the pointer
// ("import_pointer"), counts the words holding base + i ("read_ok") and frees it with
// cuMemFree ("free"); in mode "allocate" tries cuMemAllocFromPoolAsync of 1 MiB from the
// imported pool in a new stream ("allocate"). Sends "end".
inline int ipc_pool_child_main(int argc, char** argv) {
  if (argc < 4) return 2;
  const int fd = std::atoi(argv[0]);
  const std::size_t n = std::strtoull(argv[1], nullptr, 10);
  const unsigned base = static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10));
  const std::string mode = argv[3];
  CUmemPoolPtrExportData data{};
  if (mode == "pointer") {
    auto hex = helper_read("handle", std::chrono::seconds(30));
    if (!hex || !from_hex(*hex, &data, sizeof data)) return 3;
  }
  const Driver* d = start_child_driver();
  if (d) {
    CUmemoryPool pool = nullptr;
    const CUresult imported = d->cuMemPoolImportFromShareableHandle(
        &pool, reinterpret_cast<void*>(static_cast<std::uintptr_t>(fd)), CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0);
    say_code("import_pool", imported);
    if (imported == CUDA_SUCCESS) {
      CUmemAccessDesc access{};
      access.location = mem_location_device(0);
      access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
      say_code("access", d->cuMemPoolSetAccess(pool, &access, 1));
      if (mode == "pointer") {
        CUdeviceptr p = 0;
        const CUresult ptr = d->cuMemPoolImportPointer(&p, pool, &data);
        say_code("import_pointer", ptr);
        if (ptr == CUDA_SUCCESS) {
          helper_send("read_ok", ipc_words_matching(*d, p, n, base));
          say_code("free", d->cuMemFree(p));
        }
      } else {
        CUstream s = nullptr;
        CUresult e = d->cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
        if (e == CUDA_SUCCESS) {
          CUdeviceptr p = 0;
          const CUresult a = d->cuMemAllocFromPoolAsync(&p, 1 << 20, pool, s);
          say_code("allocate", a);
          if (a == CUDA_SUCCESS) d->cuMemFreeAsync(p, s);
          d->cuStreamSynchronize(s);
          d->cuStreamDestroy(s);
        } else {
          say_code("stream", e);
        }
      }
    }
  }
  helper_send("end");
  return 0;
}

// Parent side: an IPC capable pool of device 0 (POSIX file descriptors) exported with
// cuMemPoolExportToShareableHandle; the descriptor is duplicated without FD_CLOEXEC so that helper
// `name` (ipc_pool_child_main, mode `mode`) inherits it. In mode "pointer" `n` words holding base + i
// are allocated from the pool and exported with cuMemPoolExportPointer; the parent frees them after
// the child reported (the importer frees first). Returns early (ASSERT) on a failed step.
inline void run_ipc_pool_exchange(
    const std::string& name, const std::string& mode, std::size_t n, unsigned base, HelperReport& report) {
  const Driver& drv = ::cudasem::driver();
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
  int fd = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolExportToShareableHandle(&fd, pool, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
  const int inherited = ::dup(fd);
  ::close(fd);
  CUDASEM_ASSERT_TRUE_NAMED("pool_descriptor_duplicated", inherited >= 0) << "dup of the pool's descriptor failed";
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  std::string handle;
  CUdeviceptr p = 0;
  if (mode == "pointer") {
    CUDASEM_ASSERT_CU_OK(drv.cuMemAllocFromPoolAsync(&p, n * sizeof(unsigned), pool, stream));
    CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
    write_ipc_words(p, n, base);
    CUmemPoolPtrExportData data{};
    CUDASEM_ASSERT_CU_OK(drv.cuMemPoolExportPointer(&data, p));
    handle = to_hex(&data, sizeof data);
  }
  report = run_ipc_child(name, {std::to_string(inherited), std::to_string(n), std::to_string(base), mode}, handle);
  ::close(inherited);
  if (p) {
    CUDASEM_EXPECT_CU_OK(drv.cuMemFreeAsync(p, stream));
    CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
  }
}

// Child side of the cases that open one legacy IPC handle twice: reads a CUipcMemHandle (the message "handle", hex) of
// kOpenTwiceWords words holding kOpenTwiceBase + i, opens it twice (CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS:
// "open_first", "open_second", "same_pointer" 1 or 0); when both opened, closes the first
// ("close_first"), counts the words read through the second ("read_after_one_close")
// and closes the second ("close_second"). Sends "end".
inline constexpr std::size_t kOpenTwiceWords = 1024;
inline constexpr unsigned kOpenTwiceBase = 7;

inline int ipc_mem_open_twice_child_main() {
  auto hex = helper_read("handle", std::chrono::seconds(30));
  CUipcMemHandle handle{};
  if (!hex || !from_hex(*hex, &handle, sizeof handle)) return 3;
  const Driver* d = start_child_driver();
  if (d) {
    CUdeviceptr first = 0, second = 0;
    const CUresult a = d->cuIpcOpenMemHandle(&first, handle, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
    const CUresult b = d->cuIpcOpenMemHandle(&second, handle, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
    say_code("open_first", a);
    say_code("open_second", b);
    helper_send("same_pointer", first == second ? 1 : 0);
    if (a == CUDA_SUCCESS && b == CUDA_SUCCESS) {
      say_code("close_first", d->cuIpcCloseMemHandle(first));
      helper_send("read_after_one_close", ipc_words_matching(*d, second, kOpenTwiceWords, kOpenTwiceBase));
      say_code("close_second", d->cuIpcCloseMemHandle(second));
    }
  }
  helper_send("end");
  return 0;
}

// A `levels`-level 64 x 64 mipmapped array of one `format` channel (cuMipmappedArrayCreate, no
// flags) in `mipmap`, in the current context. Returns early (ASSERT).
inline void create_mipmap_64x64(DrvMipmappedArray& mipmap, CUarray_format format, unsigned levels) {
  const Driver& drv = ::cudasem::driver();
  CUDA_ARRAY3D_DESCRIPTOR desc{};
  desc.Width = 64;
  desc.Height = 64;
  desc.Format = format;
  desc.NumChannels = 1;
  CUDASEM_ASSERT_CU_OK(drv.cuMipmappedArrayCreate(mipmap.out(), &desc, levels));
}

// Parent side: kOpenTwiceWords words of cuMemAlloc memory holding kOpenTwiceBase + i, exported with
// cuIpcGetMemHandle and handed to helper `name` (ipc_mem_open_twice_child_main). Returns the child's
// report; `mem` keeps the allocation. Returns early (ASSERT) on a failed step.
inline void run_ipc_open_twice_exchange(const std::string& name, DeviceMem& mem, HelperReport& report) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), kOpenTwiceWords * 4));
  write_ipc_words(mem.get(), kOpenTwiceWords, kOpenTwiceBase);
  CUipcMemHandle handle{};
  CUDASEM_ASSERT_CU_OK(drv.cuIpcGetMemHandle(&handle, mem.get()));
  report = run_ipc_child(name, {}, to_hex(&handle, sizeof handle));
}

// run_ipc_open_twice_exchange, after which the child's first cuIpcOpenMemHandle must have succeeded
// (reported as "open_first"). Returns early (ASSERT).
inline void run_ipc_open_twice_first_open(const std::string& name, DeviceMem& mem, HelperReport& report) {
  ASSERT_NO_FATAL_FAILURE(run_ipc_open_twice_exchange(name, mem, report));
  CUDASEM_ASSERT_CU_OK_OF(cuIpcOpenMemHandle, static_cast<CUresult>(reported_code(report, "open_first")));
}

}  // namespace cudasem::driver_api
