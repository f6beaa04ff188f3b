// SPDX-License-Identifier: Apache-2.0
// Shared measurement code of the perf cases: the timing loop (warm up, repeat, min / median /
// max), the size sweep, the physical limits (PCIe from NVML, device memory from its clock and
// bus width) and the recording of their numbers.
//
// Every number is a cudasem::Quantity (cudasem/observe.h): the record carries its series, unit,
// statistic and sweep point as fields, which the tools read (python/cudasem/model/measurements.py);
// its name, <series>.<unit>[.<stat>][@<at>], is only the stable label compare and expectations use.
//   record(series, unit, stats[, at])   a number measured N times: stat min, median and max
//   single(series, unit, value[, at])   a single number (a best rate, a ratio, a count)
//   fact(series, unit, value[, at])     a fact of the GPU or the machine (a limit, a link width)
// series is dotted lowercase words ([a-z0-9_]+ joined by '.'); unit is one of
//   GBps (1e9 bytes/s, higher is better), x (a ratio or speedup, higher is better),
//   us / ms (a time, lower is better), count, gen, lanes, MHz, MBps, bits (facts, no direction)
//   (schema/record.schema.json lists them). at is the sweep point: a size in bytes, a count of
//   streams or of repeats (the chart's x).
// A copy path's summary, shown on the report's "copy rates" page:
//   <path>.best GBps  (the best median of its sweep), <path>.limit GBps (the physical limit it
//   is held against), <path>.best_to_limit x (their ratio).
// The limits themselves: limit.pcie_max, limit.pcie_cur, limit.dram (GBps), with the link state
// pcie.max_gen (gen), pcie.max_width (lanes), pcie.cur_gen (gen), pcie.cur_width (lanes); for a
// peer path over NVLink, limit.nvlink (GBps: per GPU, its active links that reach the other x its
// per-link rate, one direction; the smaller of the two), with nvlink.dev<N>.active_links,
// nvlink.dev<N>.links_to_peer (count) and nvlink.dev<N>.link_speed (MBps, one link, one direction).
#pragma once

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "cudasem/cudasem.h"
#include "cudasem/driver.h"
#include "cudasem/nvlink.h"

namespace cudasem::perf {

struct Stats {
  double min = 0, median = 0, max = 0;
};

inline Stats stats_of(std::vector<double> v) {
  Stats s;
  if (v.empty()) return s;
  std::sort(v.begin(), v.end());
  s.min = v.front();
  s.max = v.back();
  const std::size_t n = v.size();
  s.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  return s;
}

inline double now_s() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// Runs `op` (which must complete its work before returning, e.g. copy + synchronize) `warmup`
// times untimed and `reps` times timed; the seconds of each timed run.
template <typename Op>
std::vector<double> time_host(int warmup, int reps, Op&& op) {
  for (int i = 0; i < warmup; ++i) op();
  std::vector<double> out;
  out.reserve(reps);
  for (int i = 0; i < reps; ++i) {
    const double t0 = now_s();
    op();
    out.push_back(now_s() - t0);
  }
  return out;
}

// Runs `enqueue(stream)` `warmup` times untimed, then `reps` times between two events; the
// seconds between the events of each run (GPU-side time). False in *ok when a call failed.
template <typename Enqueue>
std::vector<double> time_events(cudaStream_t s, int warmup, int reps, bool* ok, Enqueue&& enqueue) {
  cudasem::Event start, stop;
  for (int i = 0; i < warmup; ++i) enqueue(s);
  *ok &= cudaStreamSynchronize(s) == cudaSuccess;
  std::vector<double> out;
  for (int i = 0; i < reps && *ok; ++i) {
    *ok &= cudaEventRecord(start, s) == cudaSuccess;
    enqueue(s);
    *ok &= cudaEventRecord(stop, s) == cudaSuccess;
    *ok &= cudaEventSynchronize(stop) == cudaSuccess;
    float ms = 0;
    *ok &= cudaEventElapsedTime(&ms, start, stop) == cudaSuccess;
    out.push_back(ms / 1e3);
  }
  return out;
}

// a / b, or 0 where b is not positive (a ratio observation never divides by zero).
inline double ratio(double a, double b) { return b > 0 ? a / b : 0.0; }

// Rates (bytes / seconds) of each run, in GB/s (1e9 bytes per second).
inline std::vector<double> rates_GBps(double bytes, const std::vector<double>& seconds) {
  std::vector<double> r;
  for (double s : seconds) r.push_back(s > 0 ? bytes / s / 1e9 : 0.0);
  return r;
}

inline std::vector<double> scaled(const std::vector<double>& v, double factor) {
  std::vector<double> r;
  for (double x : v) r.push_back(x * factor);
  return r;
}

// A number of `series` in `unit` as a measurement (at: the sweep point, -1 outside a sweep).
template <typename T>
void single(const std::string& series, const char* unit, T value, long long at = -1) {
  const cudasem::Quantity q{series, unit, "", at};
  if constexpr (std::is_integral_v<T>)
    cudasem::measure(q, static_cast<long long>(value));
  else
    cudasem::measure(q, static_cast<double>(value));
}

// A number of `series` in `unit` as an environment fact (of the GPU model or the machine).
template <typename T>
void fact(const std::string& series, const char* unit, T value, long long at = -1) {
  const cudasem::Quantity q{series, unit, "", at};
  if constexpr (std::is_integral_v<T>)
    cudasem::environment(q, static_cast<long long>(value));
  else
    cudasem::environment(q, static_cast<double>(value));
}

// Records `series` in `unit`: its min, median and max (at: the sweep point, -1 outside a sweep).
inline void record(const std::string& series, const std::string& unit, const Stats& s, long long at = -1) {
  cudasem::measure(cudasem::Quantity{series, unit, "min", at}, s.min);
  cudasem::measure(cudasem::Quantity{series, unit, "median", at}, s.median);
  cudasem::measure(cudasem::Quantity{series, unit, "max", at}, s.max);
}

// The size sweep: 4 KiB to 1 GiB in steps of 8x, cut at `max_bytes`.
inline std::vector<std::size_t> sweep_sizes(std::size_t max_bytes) {
  std::vector<std::size_t> out;
  for (std::size_t b = std::size_t{4} << 10; b <= (std::size_t{1} << 30) && b <= max_bytes; b *= 8) out.push_back(b);
  return out;
}
// Repeats per size: many where a run is short, few where it is long (the label's 60 s budget).
inline int reps_for(std::size_t bytes) {
  if (bytes <= (std::size_t{16} << 20)) return 9;
  if (bytes <= (std::size_t{128} << 20)) return 5;
  return 3;
}

// The largest buffer a sweep may use: 1 GiB, but never more than 1/8 of the free device memory
// or of the available host memory (a case holds a few buffers of this size at once).
inline std::size_t sweep_limit() {
  std::size_t free_b = 0, total_b = 0;
  std::size_t limit = std::size_t{1} << 30;
  if (cudaMemGetInfo(&free_b, &total_b) == cudaSuccess) limit = std::min(limit, free_b / 8);
  const long pages = sysconf(_SC_AVPHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0)
    limit = std::min(limit, static_cast<std::size_t>(pages) * static_cast<std::size_t>(page) / 8);
  std::size_t p = std::size_t{4} << 10;
  while (p * 2 <= limit) p *= 2;
  return p;
}

// One direction of a PCIe link in GB/s: per-lane transfer rate x lanes x line encoding / 8.
// Gen 1-2: 8b/10b; gen 3-5: 128b/130b; gen 6 (FLIT mode, 242 of 256 bytes carry data).
inline double pcie_GBps(unsigned gen, unsigned width) {
  static const double gts[] = {0, 2.5, 5, 8, 16, 32, 64};
  if (gen == 0 || gen > 6 || width == 0) return 0;
  const double enc = gen <= 2 ? 0.8 : gen <= 5 ? 128.0 / 130.0 : 242.0 / 256.0;
  return gts[gen] * width * enc / 8.0;
}

struct Limits {
  NvmlLinkState link;
  double pcie_max_GBps = 0;  // the link at its maximum generation and width
  double pcie_cur_GBps = 0;  // the link as it trained (it can train below its maximum)
  double dram_GBps = 0;      // device memory: 2 (DDR) x memory clock x bus width / 8
  int mem_clock_khz = 0, bus_width_bits = 0;
};

// Queries the limits of the current device and records them (limit.*, pcie.*, memory.*).
inline Limits limits() {
  Limits l;
  int dev = 0;
  char bus[32] = {0};
  if (cudaGetDevice(&dev) == cudaSuccess && cudaDeviceGetPCIBusId(bus, sizeof bus, dev) == cudaSuccess)
    l.link = cudasem::nvml_link_state(bus);
  else
    l.link.why = "cudaDeviceGetPCIBusId failed";
  l.pcie_max_GBps = pcie_GBps(l.link.max_gen, l.link.max_width);
  l.pcie_cur_GBps = pcie_GBps(l.link.cur_gen, l.link.cur_width);
  if (cudaDeviceGetAttribute(&l.mem_clock_khz, cudaDevAttrMemoryClockRate, dev) != cudaSuccess) l.mem_clock_khz = 0;
  if (cudaDeviceGetAttribute(&l.bus_width_bits, cudaDevAttrGlobalMemoryBusWidth, dev) != cudaSuccess)
    l.bus_width_bits = 0;
  if (l.mem_clock_khz <= 0) l.mem_clock_khz = static_cast<int>(l.link.mem_clock_max_mhz) * 1000;
  if (l.bus_width_bits <= 0) l.bus_width_bits = static_cast<int>(l.link.mem_bus_width_bits);
  l.dram_GBps = 2.0 * l.mem_clock_khz * 1e3 * (l.bus_width_bits / 8.0) / 1e9;
  // Facts of the GPU model and its slot (environment), never a change between runs.
  if (!l.link.available) cudasem::environment("pcie.nvml_unavailable", l.link.why);
  fact("pcie.max_gen", "gen", l.link.max_gen);
  fact("pcie.max_width", "lanes", l.link.max_width);
  fact("pcie.cur_gen", "gen", l.link.cur_gen);
  fact("pcie.cur_width", "lanes", l.link.cur_width);
  fact("pcie.max_lane_speed", "MBps", l.link.max_speed_mbps);
  fact("limit.pcie_max", "GBps", l.pcie_max_GBps);
  fact("limit.pcie_cur", "GBps", l.pcie_cur_GBps);
  fact("memory.clock", "MHz", l.mem_clock_khz / 1000.0);
  fact("memory.bus_width", "bits", l.bus_width_bits);
  fact("limit.dram", "GBps", l.dram_GBps);
  return l;
}

// The PCI bus id of device `dev` ("" when the runtime does not give it).
inline std::string pci_bus_id(int dev) {
  char bus[32] = {0};
  return cudaDeviceGetPCIBusId(bus, sizeof bus, dev) == cudaSuccess ? std::string(bus) : std::string();
}

// The limit of the peer path between devices `a` and `b`, one direction, in GB/s (0 when unknown).
// Over NVLink where NVML says the pair's peer traffic uses it: per GPU, its active links that reach
// the other (directly or through an NVSwitch; all its active links where NVML does not say) x its
// per-link rate, the smaller of the two, recorded as limit.nvlink. Else the PCIe link: the smaller
// of the two GPUs' maximum links (`lim_a`: limits() of device a). Records what it used.
inline double peer_limit(int a, int b, const Limits& lim_a) {
  const std::string bus[2] = {pci_bus_id(a), pci_bus_id(b)};
  std::string why;
  const int over_nvlink = bus[0].empty() || bus[1].empty() ? -1 : cudasem::nvml_p2p_over_nvlink(bus[0], bus[1], &why);
  double nvlink = -1;
  for (int i = 0; i < 2; ++i) {
    const cudasem::NvmlNvLinkState l = cudasem::nvml_nvlink_state(bus[i]);
    const std::string name = "nvlink.dev" + std::to_string(i == 0 ? a : b);
    fact(name + ".active_links", "count", l.active_links);
    if (l.link_speed_mbps) fact(name + ".link_speed", "MBps", l.link_speed_mbps);
    if (l.peak_GBps() <= 0) cudasem::environment(name + ".why", l.why);
    std::string links_why;
    const int reach = l.active_links ? cudasem::nvml_nvlink_links_between(bus[i], bus[1 - i], &links_why) : 0;
    if (reach >= 0)
      fact(name + ".links_to_peer", "count", reach);
    else
      cudasem::environment(name + ".links_to_peer_unknown", links_why);
    const double peak = reach >= 0 ? static_cast<double>(reach) * l.link_speed_mbps / 1e3 : l.peak_GBps();
    nvlink = nvlink < 0 ? peak : std::min(nvlink, peak);
  }
  if (over_nvlink == 1) {
    cudasem::environment("peer.path", std::string("NVLink"));
    if (nvlink > 0) fact("limit.nvlink", "GBps", nvlink);
    return std::max(nvlink, 0.0);
  }
  cudasem::environment("peer.path", std::string("PCIe"));
  cudasem::environment("peer.not_nvlink", why.empty() ? std::string("NVML: not NVLink") : why);
  const NvmlLinkState link_b = cudasem::nvml_link_state(bus[1]);
  return std::min(lim_a.pcie_max_GBps, pcie_GBps(link_b.max_gen, link_b.max_width));
}

// A copy path's summary: <path>.best and <path>.limit in GBps, <path>.best_to_limit in x.
inline void record_best(const std::string& path, double best_GBps, double limit_GBps) {
  single(path + ".best", "GBps", best_GBps);
  fact(path + ".limit", "GBps", limit_GBps);
  single(path + ".best_to_limit", "x", ratio(best_GBps, limit_GBps));
}

// Where a host buffer of a transfer comes from.
enum class HostKind { pageable, pinned, write_combined, registered };

// A host buffer of `bytes` of the given kind, owned (one of the harness's buffers: cudaHostAlloc,
// cudaHostRegister or plain pages); data() is nullptr when it could not be made.
class HostMemory {
 public:
  HostMemory(HostKind kind, std::size_t bytes) {
    switch (kind) {
      case HostKind::pageable:
        pageable_ = std::make_unique<cudasem::PageableBuffer<unsigned char>>(bytes);
        break;
      case HostKind::pinned:
        pinned_ = std::make_unique<cudasem::PinnedBuffer<unsigned char>>(bytes, cudaHostAllocDefault);
        break;
      case HostKind::write_combined:
        pinned_ = std::make_unique<cudasem::PinnedBuffer<unsigned char>>(bytes, cudaHostAllocWriteCombined);
        break;
      case HostKind::registered:
        registered_ = std::make_unique<cudasem::RegisteredBuffer<unsigned char>>(bytes, cudaHostRegisterDefault);
        break;
    }
  }
  void* data() const {
    if (pinned_) return pinned_->data();
    if (registered_) return registered_->data();
    return pageable_ ? pageable_->data() : nullptr;
  }

 private:
  std::unique_ptr<cudasem::PinnedBuffer<unsigned char>> pinned_;
  std::unique_ptr<cudasem::RegisteredBuffer<unsigned char>> registered_;
  std::unique_ptr<cudasem::PageableBuffer<unsigned char>> pageable_;
};

// The transfer sweep of one host memory kind: H2D, D2H and bidirectional (an H2D and a D2H
// copy at once, in two streams; the rate counts the bytes of both) for every sweep size.
// Records <prefix>.h2d / .d2h / .bidir sweeps, and each direction's best against the link
// (bidir against twice the link). The link is the maximum link width and generation.
inline void transfer_sweep(HostKind kind, const std::string& prefix) {
  const Limits lim = limits();
  const std::size_t max_bytes = sweep_limit();
  single("sweep.max_bytes", "count", max_bytes);  // a share of the free memory
  HostMemory up(kind, max_bytes), down(kind, max_bytes);
  ASSERT_NE(up.data(), nullptr) << "host buffer of " << max_bytes << " bytes";
  ASSERT_NE(down.data(), nullptr) << "host buffer of " << max_bytes << " bytes";
  std::fill_n(static_cast<unsigned char*>(up.data()), max_bytes, 1);
  std::fill_n(static_cast<unsigned char*>(down.data()), max_bytes, 2);
  cudasem::DeviceBuffer<unsigned char> dev_in(max_bytes), dev_out(max_bytes);
  ASSERT_NE(dev_in.data(), nullptr);
  ASSERT_NE(dev_out.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(dev_out.data(), 3, max_bytes));
  cudasem::Stream s1(cudaStreamNonBlocking), s2(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  double best_h2d = 0, best_d2h = 0, best_bidir = 0;
  bool ok = true;
  for (std::size_t bytes : sweep_sizes(max_bytes)) {
    const int reps = reps_for(bytes);
    auto h2d = time_host(1, reps, [&] {
      ok &= cudaMemcpyAsync(dev_in.data(), up.data(), bytes, cudaMemcpyHostToDevice, s1) == cudaSuccess;
      ok &= cudaStreamSynchronize(s1) == cudaSuccess;
    });
    auto d2h = time_host(1, reps, [&] {
      ok &= cudaMemcpyAsync(down.data(), dev_out.data(), bytes, cudaMemcpyDeviceToHost, s1) == cudaSuccess;
      ok &= cudaStreamSynchronize(s1) == cudaSuccess;
    });
    auto bidir = time_host(1, reps, [&] {
      ok &= cudaMemcpyAsync(dev_in.data(), up.data(), bytes, cudaMemcpyHostToDevice, s1) == cudaSuccess;
      ok &= cudaMemcpyAsync(down.data(), dev_out.data(), bytes, cudaMemcpyDeviceToHost, s2) == cudaSuccess;
      ok &= cudaStreamSynchronize(s1) == cudaSuccess;
      ok &= cudaStreamSynchronize(s2) == cudaSuccess;
    });
    CUDASEM_ASSERT_TRUE_NAMED("timed_copies_succeeded", ok)
        << "a copy or synchronize failed at " << bytes << " bytes: " << cudasem::error_text(cudaGetLastError());
    const Stats a = stats_of(rates_GBps(bytes, h2d)), b = stats_of(rates_GBps(bytes, d2h)),
                c = stats_of(rates_GBps(2.0 * bytes, bidir));
    const auto at = static_cast<long long>(bytes);
    record(prefix + ".h2d", "GBps", a, at);
    record(prefix + ".d2h", "GBps", b, at);
    record(prefix + ".bidir", "GBps", c, at);
    best_h2d = std::max(best_h2d, a.median);
    best_d2h = std::max(best_d2h, b.median);
    best_bidir = std::max(best_bidir, c.median);
  }
  record_best(prefix + ".h2d", best_h2d, lim.pcie_max_GBps);
  record_best(prefix + ".d2h", best_d2h, lim.pcie_max_GBps);
  record_best(prefix + ".bidir", best_bidir, 2 * lim.pcie_max_GBps);
}

// The median rate of `reps` H2D copies of `bytes` from `host` (a warm-up copy first).
inline Stats h2d_rate(const void* host, void* dev, std::size_t bytes, cudaStream_t s, int reps, bool* ok) {
  auto t = time_host(1, reps, [&] {
    *ok &= cudaMemcpyAsync(dev, host, bytes, cudaMemcpyHostToDevice, s) == cudaSuccess;
    *ok &= cudaStreamSynchronize(s) == cudaSuccess;
  });
  return stats_of(rates_GBps(bytes, t));
}

}  // namespace cudasem::perf
